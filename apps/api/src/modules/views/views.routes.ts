import {
  envelope,
  idParamsSchema,
  listViewsQuerySchema,
  listViewsSchema,
  savedViewSchema,
  viewCreateSchema,
  viewDefaultSchema,
  viewUpdateSchema,
  VIEWS_PATH,
} from '@showroom/contract';
import { auditContextOf } from '../../crud/crud.routes';
import { moduleRoutes } from '../../crud/route-options';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';
import { createViewsService } from './views.service';

const one = { 200: envelope(savedViewSchema) };
const ofList = { 200: envelope(listViewsSchema) };

/**
 * Saved views (ADR 053). Anyone signed in keeps views of their own; the service holds the
 * rest: a list's views need its read permission, sharing needs `views`' create, and changing
 * or deleting another person's shared view its update or delete.
 */
export const viewsRoutes = moduleRoutes(['views'], (app, route) => {
  const service = createViewsService(app.db);

  app.get(
    VIEWS_PATH,
    route('authenticated', "A list's saved views I see, and the one it opens with", {
      querystring: listViewsQuerySchema,
      response: ofList,
    }),
    async (request) => ok(await service.list(actorOf(request), request.query.list)),
  );
  app.post(
    VIEWS_PATH,
    route('authenticated', "Save a list's state as a view: mine, a role's or everyone's", {
      body: viewCreateSchema,
      response: one,
    }),
    async (request) =>
      ok(await service.create(auditContextOf(request), actorOf(request), request.body)),
  );
  app.put(
    `${VIEWS_PATH}/default`,
    route('authenticated', 'Choose the view a list opens with for me, or none', {
      body: viewDefaultSchema,
      response: ofList,
    }),
    async (request) =>
      ok(await service.setDefault(auditContextOf(request), actorOf(request), request.body)),
  );
  app.patch(
    `${VIEWS_PATH}/:id`,
    route('authenticated', 'Change a saved view', {
      params: idParamsSchema,
      body: viewUpdateSchema,
      response: one,
    }),
    async (request) =>
      ok(
        await service.update(
          auditContextOf(request),
          actorOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );
  app.delete(
    `${VIEWS_PATH}/:id`,
    route('authenticated', 'Delete a saved view', { params: idParamsSchema, response: one }),
    async (request) =>
      ok(await service.remove(auditContextOf(request), actorOf(request), request.params.id)),
  );
  app.post(
    `${VIEWS_PATH}/:id/restore`,
    route('authenticated', 'Bring back a deleted saved view, with its id', {
      params: idParamsSchema,
      response: one,
    }),
    async (request) =>
      ok(await service.restore(auditContextOf(request), actorOf(request), request.params.id)),
  );
});
