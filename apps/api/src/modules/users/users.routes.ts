import {
  envelope,
  idParamsSchema,
  resourcePaths,
  userRoleChangeSchema,
  userSchema,
} from '@showroom/contract';
import { moduleRoutes } from '../../crud/route-options';
import { auditContextOf, registerCrudRoutes } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { usersResource } from './users.resource';
import { userStatusMachine } from './users.service';

const mayUpdate = { resource: 'users', action: 'update' } as const;

/**
 * The users list and profile writes, plus block/unblock and the role
 * change, which has its own route so that the super-admin-only rule has one door.
 */
export const usersRoutes = moduleRoutes(['users'], (app, route) => {
  const { root } = resourcePaths.users;
  const service = registerCrudRoutes(app, usersResource, resourcePaths.users);
  const response = { 200: envelope(userSchema) };

  for (const [path, status, summary] of [
    ['block', 'blocked', 'Block a user: their sessions end at once'],
    ['unblock', 'active', 'Unblock a user'],
  ] as const) {
    app.post(
      `${root}/:id/${path}`,
      route(mayUpdate, summary, { params: idParamsSchema, response }),
      async (request) =>
        ok(
          await service.transition(
            request.params.id,
            userStatusMachine,
            status,
            {},
            auditContextOf(request),
          ),
        ),
    );
  }

  app.post(
    `${root}/:id/role`,
    route(mayUpdate, 'Give a staff member another role (super admins only, never their own)', {
      params: idParamsSchema,
      body: userRoleChangeSchema,
      response,
    }),
    async (request) =>
      ok(await service.update(request.params.id, request.body, auditContextOf(request))),
  );
});
