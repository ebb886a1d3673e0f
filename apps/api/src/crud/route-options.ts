import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { ok } from '../lib/reply';
import type { RoutePermission } from '../plugins/auth';
import type { MultipartForm } from '../plugins/openapi';

/**
 * How a module writes its routes' options: `route(permission, summary, schema)` says who may
 * call the route and the schema that checks its input and answer, documented in the OpenAPI
 * description under the module's `tags`. `readsAlongsideSignIn` marks a read that does not
 * depend on who asks: its handler runs while the sign-in check is under way, and its answer
 * waits for the check at the sign-in gate (plugins/auth.ts). `form` marks a route that takes a
 * multipart form, read by its handler as it streams in: the form's text fields and its file,
 * as the OpenAPI description shows them (plugins/openapi.ts).
 */
export function routesOf(tags: string[]) {
  return <const Schema extends FastifySchema>(
    permission: RoutePermission,
    summary: string,
    schema: Schema,
    options: { readsAlongsideSignIn?: true; form?: MultipartForm } = {},
  ) => ({
    config: { permission, ...options },
    schema: {
      tags,
      summary,
      ...(options.form && { consumes: ['multipart/form-data'] }),
      ...schema,
    },
  });
}

/** The app a module registers its routes on, with requests and answers typed by zod. */
export type ModuleApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module's routes: `register` writes them on the typed app, each through `route`. */
export function moduleRoutes(
  tags: string[],
  register: (app: ModuleApp, route: ReturnType<typeof routesOf>) => void,
): FastifyPluginAsync {
  const route = routesOf(tags);
  return async (fastify) => {
    register(fastify.withTypeProvider<ZodTypeProvider>(), route);
  };
}

/** Marks every answer of a module `no-store`: no browser or proxy may keep a copy. */
export function answersNotKept(app: ModuleApp) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

type RequestOf<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  ZodTypeProvider
>;
/** What a route's success envelope carries, by its response schema. */
type DataOf<Schema> = Schema extends { response: { 200: infer Answer extends z.ZodType } }
  ? z.output<Answer> extends { data: infer Data }
    ? Data
    : never
  : never;

/** A module that only reads: `GET path` answers what `read` finds. */
export function readRoute<const Schema extends FastifySchema>(options: {
  tags: string[];
  path: string;
  permission: RoutePermission;
  summary: string;
  schema: Schema;
  read: (db: Db, request: RequestOf<Schema>) => Promise<DataOf<Schema>>;
}): FastifyPluginAsync {
  const { tags, path, permission, summary, schema, read } = options;
  // Registered untyped, as this one helper serves any schema; each module's `read` is typed.
  const routeOptions = routesOf(tags)(permission, summary, schema as FastifySchema);
  return async (app) => {
    app.get(path, routeOptions, async (request) =>
      ok(await read(app.db, request as RequestOf<Schema>)),
    );
  };
}
