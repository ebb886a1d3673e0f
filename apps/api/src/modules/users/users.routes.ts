import {
  envelope,
  idParamsSchema,
  resourcePaths,
  userBlockSchema,
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
  // A bulk edit blocks (without a reason) and unblocks as the routes below do.
  const service = registerCrudRoutes(app, usersResource, resourcePaths.users, {
    bulkStatus: { machine: userStatusMachine, values: () => ({ blockedReason: null }) },
  });
  const response = { 200: envelope(userSchema) };

  // The reason is optional, kept while the account stays blocked and cleared by unblocking.
  app.post(
    `${root}/:id/block`,
    route(mayUpdate, 'Block a user, saying why if staff wish: their sessions end at once', {
      params: idParamsSchema,
      // No body at all blocks without a reason, as before the reason was kept.
      body: userBlockSchema.nullish(),
      response,
    }),
    async (request) =>
      ok(
        await service.transition(
          request.params.id,
          userStatusMachine,
          'blocked',
          { blockedReason: request.body?.reason ?? null },
          auditContextOf(request),
        ),
      ),
  );
  app.post(
    `${root}/:id/unblock`,
    route(mayUpdate, 'Unblock a user', { params: idParamsSchema, response }),
    async (request) =>
      ok(
        await service.transition(
          request.params.id,
          userStatusMachine,
          'active',
          { blockedReason: null },
          auditContextOf(request),
        ),
      ),
  );

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
