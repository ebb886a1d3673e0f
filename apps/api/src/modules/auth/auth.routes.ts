import {
  adminSchema,
  authenticationOptionsSchema,
  enrolledSessionSchema,
  enrolmentConfirmBodySchema,
  enrolmentTicketBodySchema,
  envelope,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResultSchema,
  okSchema,
  passkeySignInBodySchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  secondFactorBodySchema,
  sessionSchema,
  tokenBodySchema,
  tokenPairSchema,
  totpSetupSchema,
} from '@showroom/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answersNotKept, moduleRoutes } from '../../crud/route-options';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';
import { afterReplySettled, runAfterReply } from './after-reply';
import { createAuthService, typedIdentifierKey, type ClientInfo } from './auth.service';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes = moduleRoutes(['session'], (app, route) => {
  const afterReply = (name: string, task: () => Promise<void>) => {
    runAfterReply(app.log, name, task);
  };
  const { passkeys, secondFactors } = app;
  const service = createAuthService({
    db: app.db,
    tokens: app.tokens,
    mailer: app.mailer,
    limits: app.rateLimits,
    secondFactors,
    passkeys,
    publicUrl: app.config.publicUrl,
    afterReply,
  });
  // Answers here carry tokens or a profile: no browser or proxy may keep a copy.
  answersNotKept(app);
  // Mail still being sent finishes before the database closes.
  app.addHook('onClose', async () => afterReplySettled());
  // Counted per route name and address, never per URL spelling.
  const limitedBy = (name: string) => async (request: FastifyRequest) =>
    app.rateLimits.consumePublic(name, request.ip);
  /** A public route taking `body`, answering `data`, and counted against `limit` if named. */
  const publicRoute = <Body extends z.ZodType, Data extends z.ZodType>(
    summary: string,
    schemas: { body: Body; data: Data; limit?: string },
  ) => {
    const { body, data, limit } = schemas;
    return {
      ...route('public', summary, { body, response: { 200: envelope(data) } }),
      preHandler: limit === undefined ? [] : [limitedBy(limit)],
    };
  };

  app.post(
    '/admin/login',
    {
      ...publicRoute(
        'Sign in with email or phone: the session, or a ticket for the second factor (or for setting one up) still due',
        { body: loginBodySchema, data: loginResultSchema },
      ),
      // A sign-in already locked out is refused on its counters alone, before the account is
      // looked up or a password hashed: a flood of refused attempts costs the others nothing.
      preHandler: async (request) =>
        app.rateLimits.refuseLockedOut(typedIdentifierKey(request.body.emailOrPhone), request.ip),
    },
    async (request) => ok(await service.login(request.body, clientOf(request))),
  );

  // The step after the password. Each counts its codes as sign-in counts passwords.
  app.post(
    '/admin/login/second-factor',
    publicRoute('Finish signing in with the ticket and an authenticator code or a recovery code', {
      body: secondFactorBodySchema,
      data: sessionSchema,
    }),
    async (request) => ok(await service.completeSecondFactor(request.body, clientOf(request))),
  );

  app.post(
    '/admin/login/second-factor/passkey-options',
    publicRoute("A challenge for the second step's passkey, with the ticket", {
      body: enrolmentTicketBodySchema,
      data: authenticationOptionsSchema,
      limit: 'passkey-options',
    }),
    async (request) => ok(await secondFactors.passkeyOptions(request.body.ticket)),
  );

  // Signing in with a passkey alone: the options (a challenge for any of this site's passkeys
  // the browser holds), then the signed answer.
  app.post(
    '/admin/login/passkey/options',
    {
      ...route('public', 'A challenge for signing in with a passkey alone', {
        response: { 200: envelope(authenticationOptionsSchema) },
      }),
      preHandler: [limitedBy('passkey-options')],
    },
    async () => ok(await passkeys.authenticationOptions(null)),
  );

  app.post(
    '/admin/login/passkey',
    {
      ...publicRoute('Sign in with a passkey alone: the session', {
        body: passkeySignInBodySchema,
        data: sessionSchema,
      }),
      // As the password sign-in: an address already locked out is refused before any look-up.
      preHandler: async (request) => app.rateLimits.refuseLockedOut(null, request.ip),
    },
    async (request) => ok(await service.signInWithPasskey(request.body, clientOf(request))),
  );

  app.post(
    '/admin/login/enrolment',
    publicRoute('Start setting up an authenticator app with an enrolment ticket', {
      body: enrolmentTicketBodySchema,
      data: totpSetupSchema,
      limit: 'enrolment',
    }),
    async (request) => ok(await secondFactors.beginAppWithTicket(request.body.ticket)),
  );

  app.post(
    '/admin/login/enrolment/confirm',
    publicRoute('Confirm the app with its first code: the session and the recovery codes', {
      body: enrolmentConfirmBodySchema,
      data: enrolledSessionSchema,
    }),
    async (request) => ok(await service.completeEnrolment(request.body, clientOf(request))),
  );

  app.post(
    '/admin/refreshToken',
    publicRoute('Rotate the token pair', {
      body: refreshBodySchema,
      data: tokenPairSchema,
      limit: 'refresh',
    }),
    async (request) => ok(await service.refresh(request.body.refreshToken, clientOf(request))),
  );

  app.post(
    '/admin/getAdminByToken',
    publicRoute('The admin an access token belongs to', {
      body: tokenBodySchema,
      data: adminSchema,
    }),
    async (request) =>
      ok(await service.adminByToken(request.body.token, (token) => app.loadActor(token))),
  );

  app.post(
    '/admin/logout',
    route('authenticated', 'End this session', { response: { 200: envelope(okSchema) } }),
    async (request) => {
      await service.logout(actorOf(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/admin/register',
    publicRoute('Sign up: a Guest account that waits for access', {
      body: registerBodySchema,
      data: sessionSchema,
      limit: 'register',
    }),
    async (request) => ok(await service.register(request.body, clientOf(request))),
  );

  app.post(
    '/admin/forgot-password',
    publicRoute('Mail a password reset link', {
      body: forgotPasswordBodySchema,
      data: okSchema,
      limit: 'forgot-password',
    }),
    async (request) => {
      service.forgotPassword(request.body.email);
      return ok({ ok: true as const }, 'success.resetSent');
    },
  );

  app.post(
    '/admin/reset-password',
    publicRoute('Set a new password with a reset link', {
      body: resetPasswordBodySchema,
      data: okSchema,
      limit: 'reset-password',
    }),
    async (request) => {
      await service.resetPassword(request.body, clientOf(request));
      return ok({ ok: true as const });
    },
  );
});
