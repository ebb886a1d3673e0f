import type { JsonSchema } from './schema-arbitrary';

/** One method on one path, with the request schemas the contract gives it. */
export type Operation = {
  method: string;
  /** The path as OpenAPI writes it: `/api/v1/brand/{id}`. */
  path: string;
  /** The OpenAPI tag (the permission resource), or the area of a route the document hides. */
  group: string;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** Request content types the route reads. */
  consumes: string[];
  /** The `data` of the 200 answer, for values a path parameter may take (page keys). */
  data?: JsonSchema;
  /** Routes the OpenAPI document leaves out (uploaded files, the docs' own assets). */
  hidden: boolean;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const methods = ['get', 'put', 'post', 'delete', 'patch'];

function objectOf(parameters: OpenApiParameter[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** Every operation of the OpenAPI document the API serves. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const consumes = Object.keys(content);
      const ok = operation.responses?.['200']?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        group: operation.tags?.[0] ?? 'untagged',
        params: objectOf(parameters.filter((p) => p.in === 'path')),
        query: objectOf(parameters.filter((p) => p.in === 'query')),
        // A multipart upload has cases of its own (fuzz/multipart.ts).
        body: content['application/json']?.schema,
        consumes,
        data: ok?.properties?.data,
        hidden: false,
      });
    }
  }
  return operations;
}

/** Fastify's route tree (`printRoutes()`, a radix tree of path pieces) as [method, path] pairs. */
export function registeredRoutes(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const parent = stack[depth - 1] ?? '';
    const segment = match[2] ?? '';
    const full = `${parent}${segment}`;
    stack[depth] = full;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method, path: full });
    }
  }
  return routes;
}

/** `/api/v1/brand/:id/` and `/api/v1/brand/{id}` name the same route. */
export function normalPath(path: string): string {
  const braces = path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return braces.length > 1 ? braces.replace(/\/+$/, '') : braces;
}
