import {
  adminSchema,
  envelope,
  forgotPasswordBodySchema,
  loginBodySchema,
  okSchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionSchema,
  tokenBodySchema,
  tokenPairSchema,
} from '@showroom/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { moduleRoutes } from '../../crud/route-options';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';
import { afterReplySettled, runAfterReply } from './after-reply';
import { createAuthService, type ClientInfo } from './auth.service';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes = moduleRoutes(['session'], (app, route) => {
  const service = createAuthService({
    db: app.db,
    tokens: app.tokens,
    mailer: app.mailer,
    limits: app.rateLimits,
    publicUrl: app.config.publicUrl,
    afterReply: (name, task) => {
      runAfterReply(app.log, name, task);
    },
  });
  // Answers here carry tokens or a profile: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
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
    publicRoute('Sign in with email or phone', { body: loginBodySchema, data: sessionSchema }),
    async (request) => ok(await service.login(request.body, clientOf(request))),
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
      await service.logout(actorOf(request).family);
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
