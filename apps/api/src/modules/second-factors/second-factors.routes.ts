import {
  envelope,
  errorEnvelopeSchema,
  idParamsSchema,
  okSchema,
  recoveryCodesSchema,
  resourcePaths,
  secondFactorStatusSchema,
  totpConfirmBodySchema,
  totpSetupSchema,
} from '@showroom/contract';
import { answersNotKept, moduleRoutes } from '../../crud/route-options';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';

/**
 * A person's own second factors (their account page), and a super admin's reset of someone
 * else's. Signing in with them is the session module's (`/admin/login/…`).
 */
export const secondFactorsRoutes = moduleRoutes(['second factors'], (app, route) => {
  const service = app.secondFactors;
  // Answers here carry secrets and recovery codes: no browser or proxy may keep a copy.
  answersNotKept(app);

  app.get(
    '/admin/second-factors',
    route('authenticated', 'My second factors, and whether my role requires one', {
      response: { 200: envelope(secondFactorStatusSchema) },
    }),
    async (request) => ok(await service.status(actorOf(request).id)),
  );

  app.post(
    '/admin/second-factors/totp',
    route('authenticated', 'Start setting up an authenticator app: its secret and QR code URI', {
      response: { 200: envelope(totpSetupSchema) },
    }),
    async (request) => ok(await service.beginApp(actorOf(request).id)),
  );

  app.post(
    '/admin/second-factors/totp/confirm',
    route('authenticated', 'Confirm the app with its first code: ten recovery codes, shown once', {
      body: totpConfirmBodySchema,
      // Codes are counted as passwords are.
      response: { 200: envelope(recoveryCodesSchema), 429: errorEnvelopeSchema },
    }),
    async (request) => {
      const { id } = actorOf(request);
      return ok({
        recoveryCodes: await service.confirmApp(id, request.body.code, {
          actorId: id,
          ip: request.ip,
        }),
      });
    },
  );

  app.post(
    '/admin/second-factors/recovery-codes',
    route(
      'authenticated',
      'Ten new recovery codes, with a code of my app: the old ones stop working',
      {
        body: totpConfirmBodySchema,
        // Codes are counted as passwords are.
        response: { 200: envelope(recoveryCodesSchema), 429: errorEnvelopeSchema },
      },
    ),
    async (request) => {
      const { id } = actorOf(request);
      return ok({
        recoveryCodes: await service.renewRecoveryCodes(id, request.body.code, {
          actorId: id,
          ip: request.ip,
        }),
      });
    },
  );

  app.post(
    `${resourcePaths.users.root}/:id/second-factors/reset`,
    route(
      { resource: 'users', action: 'update' },
      "Remove a staff member's second factors and end their sessions (super admins only)",
      { params: idParamsSchema, response: { 200: envelope(okSchema) } },
    ),
    async (request) => {
      await service.reset(request.params.id, { actorId: actorOf(request).id, ip: request.ip });
      return ok({ ok: true as const });
    },
  );
});
