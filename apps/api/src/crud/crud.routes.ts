import {
  envelope,
  idParamsSchema,
  listPathOf,
  pageSchema,
  type Action,
  type ListQuery,
  type ResourcePaths,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../lib/reply';
import { auditContextOf } from './audit-context';
import { registerBulkEditRoutes } from './bulk-edit.routes';
import type { BulkStatusMove } from './bulk-edit.service';
import { createCrudService, type CrudService } from './crud.service';
import type { CrudDefinition } from './resource';
import { routesOf } from './route-options';
import { searchable } from './search';
import type { StatusMachine } from './status';

/** The row type a declaration's routes answer with. */
type RowOf<Definition extends CrudDefinition> = z.output<Definition['schemas']['row']>;

export type CrudRoute = 'list' | 'read' | 'create' | 'update' | 'delete' | 'restore';

export { auditContextOf };

/**
 * Registers a resource's list, trash, read, create, update, delete and restore routes at the
 * paths the contract declares for it (`resourcePaths`, which the web app calls): `GET
 * <list>` (or `<root>/` when the spec names no list path), `GET|PATCH|DELETE <root>/:id`,
 * `POST <root>`, `POST <root>/:id/restore`. A plain list answers `data = rows` instead of
 * `{count, rows}`.
 */
export function registerCrudRoutes<Definition extends CrudDefinition>(
  fastify: FastifyInstance,
  definition: Definition,
  paths: ResourcePaths,
  options: {
    /** Routes the resource does not offer, or offers its own way (a public create form). */
    without?: readonly CrudRoute[];
    /**
     * `GET <root>/:id` answers this richer shape instead of the bare row (a car with its
     * seller and offers, say). `load` throws NOT_FOUND like the plain read does.
     */
    detail?: { schema: z.ZodType; load(id: number): Promise<unknown> };
    /** How a bulk edit moves the records' status, when the facts let it set `status`. */
    bulkStatus?: BulkStatusMove;
  } = {},
): CrudService<RowOf<Definition>> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCrudService<RowOf<Definition>>(app.db, definition);
  const { resource, schemas } = definition;
  const noun = definition.label.toLowerCase();
  const route = routesOf([resource]);
  const may = (action: Action) => ({ resource, action });
  // Typed loosely here: this factory serves every resource, and the serializer checks each
  // response against the resource's own schema at run time.
  const row: z.ZodType = envelope(schemas.row);
  const page: z.ZodType = envelope(pageSchema(schemas.row));
  const rows: z.ZodType = envelope(z.array(schemas.row));
  const oneRecord = { params: idParamsSchema, response: { 200: row } };
  const offers = (route: CrudRoute) => !options.without?.includes(route);
  const listQuery = paths.plain ? withOptionalPaging(schemas.listQuery) : schemas.listQuery;

  if (offers('list')) searchable(fastify, definition);
  if (offers('list'))
    app.get(
      listPathOf(paths),
      route(
        may('read'),
        `List ${resource} (the trash with deleted=true)`,
        { querystring: listQuery, response: { 200: paths.plain ? rows : page } },
        { readsAlongsideSignIn: true },
      ),
      async (request) => {
        const query = request.query as ListQuery;
        return ok(await (paths.plain ? service.listAll(query) : service.list(query)));
      },
    );

  if (offers('read'))
    app.get(
      `${paths.root}/:id`,
      route(
        may('read'),
        `Read one ${noun}`,
        {
          params: idParamsSchema,
          response: { 200: options.detail ? envelope(options.detail.schema) : row },
        },
        { readsAlongsideSignIn: true },
      ),
      async (request) =>
        ok(
          await (options.detail
            ? options.detail.load(request.params.id)
            : service.get(request.params.id)),
        ),
    );

  if (offers('create'))
    app.post(
      paths.root,
      route(may('create'), `Create a ${noun}`, { body: schemas.create, response: { 200: row } }),
      async (request) =>
        ok(await service.create(request.body as Record<string, unknown>, auditContextOf(request))),
    );

  if (offers('update'))
    app.patch(
      `${paths.root}/:id`,
      route(may('update'), `Change a ${noun} (send the version you read)`, {
        ...oneRecord,
        body: schemas.update,
      }),
      async (request) =>
        ok(
          await service.update(
            request.params.id,
            request.body as Record<string, unknown> & { version: number },
            auditContextOf(request),
          ),
        ),
    );

  if (offers('delete'))
    app.delete(
      `${paths.root}/:id`,
      route(may('delete'), `Move a ${noun} to the trash`, oneRecord),
      async (request) => ok(await service.remove(request.params.id, auditContextOf(request))),
    );

  if (offers('restore'))
    app.post(
      `${paths.root}/:id/restore`,
      route(may('delete'), `Restore a ${noun} from the trash`, oneRecord),
      async (request) => ok(await service.restore(request.params.id, auditContextOf(request))),
    );

  // `POST <root>/bulk-edit` where the facts name fields to set on many records (ADR 055).
  if (offers('update')) registerBulkEditRoutes(app, definition, paths, options.bulkStatus);

  return service;
}

/**
 * A plain list answers every row unless the query asks for a slice: its `offset` and `limit`
 * keep the paginated lists' bounds and messages (DESIGN §2) but lose their defaults.
 */
function withOptionalPaging(query: z.ZodType): z.ZodType {
  if (!(query instanceof z.ZodObject)) {
    throw new Error('A plain list’s query must be an object schema');
  }
  const shape = query.shape as Record<string, z.ZodType | undefined>;
  const optional = (key: 'offset' | 'limit') => {
    const field = shape[key];
    if (!field) throw new Error(`A plain list’s query lacks "${key}"`);
    return field instanceof z.ZodDefault ? z.optional(field.unwrap()) : field;
  };
  return query.extend({ offset: optional('offset'), limit: optional('limit') });
}

/**
 * `POST <root>/:id/status {status, reason?}`: moves a record along its status machine.
 * `toValues` turns the body's extra fields into columns (a rejection reason, say).
 */
export function registerStatusRoute<Body extends { status: string }>(
  fastify: FastifyInstance,
  options: {
    definition: CrudDefinition;
    service: CrudService<unknown>;
    machine: StatusMachine;
    paths: ResourcePaths;
    body: z.ZodType<Body>;
    toValues?: (body: Body) => Record<string, unknown>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { definition, service, machine } = options;
  const { resource, label } = definition;
  const route = routesOf([resource]);
  const responseSchema: z.ZodType = envelope(definition.schemas.row);
  app.post(
    `${options.paths.root}/:id/status`,
    route({ resource, action: 'update' }, `Move a ${label.toLowerCase()} to another status`, {
      params: idParamsSchema,
      body: options.body,
      response: { 200: responseSchema },
    }),
    async (request) => {
      const body = request.body as Body;
      return ok(
        await service.transition(
          request.params.id,
          machine,
          body.status,
          options.toValues?.(body) ?? {},
          auditContextOf(request),
        ),
      );
    },
  );
}
