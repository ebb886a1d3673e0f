import {
  accountPaths,
  adminSchema,
  changePasswordBodySchema,
  envelope,
  ownProfileBodySchema,
  passwordChangedSchema,
  signInEntrySchema,
} from '@showroom/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answersNotKept, moduleRoutes } from '../../crud/route-options';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';
import { createAccountService, type AccountActor } from './account.service';

const accountActorOf = (request: FastifyRequest): AccountActor => {
  const actor = actorOf(request);
  return { id: actor.id, family: actor.family, ip: request.ip };
};

/**
 * The signed-in person's own account (`/dashboard/account`): any staff member, a Guest too,
 * changes their own profile and password and reads their recent sign-ins; nobody else's.
 */
export const accountRoutes = moduleRoutes(['account'], (app, route) => {
  const service = createAccountService({ db: app.db, limits: app.rateLimits });
  // Answers here carry a profile or where the person signed in from: no shared cache keeps them.
  answersNotKept(app);

  app.patch(
    accountPaths.profile,
    route('authenticated', 'Change one’s own name, email or phone', {
      body: ownProfileBodySchema,
      response: { 200: envelope(adminSchema) },
    }),
    async (request) => ok(await service.updateProfile(accountActorOf(request), request.body)),
  );

  app.post(
    accountPaths.password,
    route(
      'authenticated',
      'Change one’s own password: the current one, then a strong new one; other sessions end',
      { body: changePasswordBodySchema, response: { 200: envelope(passwordChangedSchema) } },
    ),
    async (request) => ok(await service.changePassword(accountActorOf(request), request.body)),
  );

  app.get(
    accountPaths.signIns,
    route('authenticated', 'One’s own recent sign-ins, newest first', {
      response: { 200: envelope(z.array(signInEntrySchema)) },
    }),
    async (request) => ok(await service.recentSignIns(actorOf(request).id)),
  );
});
