import type { FastifySchema } from 'fastify';
import type { RoutePermission } from '../plugins/auth';

/**
 * How a module writes its routes' options: `route(permission, summary, schema)` says who may
 * call the route and the schema that checks its input and answer, documented in the OpenAPI
 * description under the module's `tags`.
 */
export function routesOf(tags: string[]) {
  return <const Schema extends FastifySchema>(
    permission: RoutePermission,
    summary: string,
    schema: Schema,
  ) => ({ config: { permission }, schema: { tags, summary, ...schema } });
}
