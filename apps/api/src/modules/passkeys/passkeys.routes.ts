import {
  envelope,
  idParamsSchema,
  okSchema,
  passkeyCreateBodySchema,
  passkeyListSchema,
  passkeyRenameBodySchema,
  passkeySchema,
  registrationOptionsSchema,
} from '@showroom/contract';
import { answersNotKept, moduleRoutes } from '../../crud/route-options';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';

/**
 * A person's own passkeys (their account page): listed, added, renamed, removed. Signing in
 * with one is the session module's (`/admin/login/passkey…`); a super admin's reset of someone's
 * second factors removes theirs.
 */
export const passkeysRoutes = moduleRoutes(['passkeys'], (app, route) => {
  const service = app.passkeys;
  const contextOf = (request: { ip: string }, actorId: number) => ({ actorId, ip: request.ip });
  // Challenges are single use: no browser or proxy may keep a copy.
  answersNotKept(app);

  app.get(
    '/admin/passkeys',
    route('authenticated', 'My passkeys and security keys', {
      response: { 200: envelope(passkeyListSchema) },
    }),
    async (request) => ok(await service.list(actorOf(request).id)),
  );

  app.post(
    '/admin/passkeys/options',
    route(
      'authenticated',
      'Options for adding a passkey: a single-use challenge, good for 5 minutes',
      {
        response: { 200: envelope(registrationOptionsSchema) },
      },
    ),
    async (request) => ok(await service.registrationOptions(actorOf(request).id)),
  );

  app.post(
    '/admin/passkeys',
    route('authenticated', "Add a passkey: the browser's new credential and its name", {
      body: passkeyCreateBodySchema,
      response: { 200: envelope(passkeySchema) },
    }),
    async (request) => {
      const { id } = actorOf(request);
      return ok(await service.add(id, request.body, contextOf(request, id)));
    },
  );

  app.patch(
    '/admin/passkeys/:id',
    route('authenticated', 'Rename one of my passkeys', {
      params: idParamsSchema,
      body: passkeyRenameBodySchema,
      response: { 200: envelope(passkeySchema) },
    }),
    async (request) => {
      const { id } = actorOf(request);
      return ok(
        await service.rename(id, request.params.id, request.body.name, contextOf(request, id)),
      );
    },
  );

  app.delete(
    '/admin/passkeys/:id',
    route('authenticated', 'Remove one of my passkeys', {
      params: idParamsSchema,
      response: { 200: envelope(okSchema) },
    }),
    async (request) => {
      const { id } = actorOf(request);
      await service.remove(id, request.params.id, contextOf(request, id));
      return ok({ ok: true as const });
    },
  );
});
