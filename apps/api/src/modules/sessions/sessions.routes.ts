import {
  accountSessionListSchema,
  envelope,
  idParamsSchema,
  OWN_SESSIONS_PATH,
  resourcePaths,
  sessionParamsSchema,
  sessionsEndedSchema,
  USER_SESSIONS_SEGMENT,
  userSessionParamsSchema,
} from '@showroom/contract';
import { moduleRoutes } from '../../crud/route-options';
import { auditContextOf } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';
import { createSessionsService } from './sessions.service';

const list = { 200: envelope(accountSessionListSchema) };
const ended = { 200: envelope(sessionsEndedSchema) };

/**
 * Sessions a person can see and end (docs/decisions/047): their own, and, for a super admin,
 * anyone's. A session ended here is refused from its next request on, and its live streams end.
 */
export const sessionsRoutes = moduleRoutes(['sessions'], (app, route) => {
  const service = createSessionsService(app.db);

  app.get(
    OWN_SESSIONS_PATH,
    route('authenticated', 'My sessions: where I am signed in', { response: list }),
    async (request) => {
      const actor = actorOf(request);
      return ok(await service.list(actor, actor.id));
    },
  );
  app.delete(
    `${OWN_SESSIONS_PATH}/others`,
    route('authenticated', 'End every session of mine but this one', { response: ended }),
    async (request) => {
      const actor = actorOf(request);
      return ok(await service.end(auditContextOf(request), actor.id, { allBut: actor.family }));
    },
  );
  app.delete(
    `${OWN_SESSIONS_PATH}/:sessionId`,
    route('authenticated', 'End one of my sessions', {
      params: sessionParamsSchema,
      response: ended,
    }),
    async (request) =>
      ok(
        await service.end(auditContextOf(request), actorOf(request).id, {
          families: [request.params.sessionId],
        }),
      ),
  );

  // A staff member's sessions: super admins only (DESIGN §4: who may reach into another
  // person's account), on top of the users permission the route declares.
  const userSessions = `${resourcePaths.users.root}/:id/${USER_SESSIONS_SEGMENT}`;
  app.get(
    userSessions,
    route({ resource: 'users', action: 'read' }, "A staff member's sessions (super admins)", {
      params: idParamsSchema,
      response: list,
    }),
    async (request) => {
      const actor = actorOf(request);
      await service.assertMayManage(actor, request.params.id);
      return ok(await service.list(actor, request.params.id));
    },
  );
  app.delete(
    userSessions,
    route(
      { resource: 'users', action: 'update' },
      "End every session of a staff member but the caller's own (super admins)",
      { params: idParamsSchema, response: ended },
    ),
    async (request) => {
      const actor = actorOf(request);
      await service.assertMayManage(actor, request.params.id);
      return ok(
        await service.end(auditContextOf(request), request.params.id, { allBut: actor.family }),
      );
    },
  );
  app.delete(
    `${userSessions}/:sessionId`,
    route({ resource: 'users', action: 'update' }, "End a staff member's session (super admins)", {
      params: userSessionParamsSchema,
      response: ended,
    }),
    async (request) => {
      await service.assertMayManage(actorOf(request), request.params.id);
      return ok(
        await service.end(auditContextOf(request), request.params.id, {
          families: [request.params.sessionId],
        }),
      );
    },
  );
});
