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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';
import { afterReplySettled, runAfterReply } from './after-reply';
import { createAuthService, type ClientInfo } from './auth.service';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const tags = ['session'];

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
  const limited = (name: string) => async (request: FastifyRequest) =>
    app.rateLimits.consumePublic(name, request.ip);

  app.post(
    '/admin/login',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email or phone',
        body: loginBodySchema,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (request) => ok(await service.login(request.body, clientOf(request))),
  );

  app.post(
    '/admin/refreshToken',
    {
      config: { permission: 'public' },
      preHandler: limited('refresh'),
      schema: {
        tags,
        summary: 'Rotate the token pair',
        body: refreshBodySchema,
        response: { 200: envelope(tokenPairSchema) },
      },
    },
    async (request) => ok(await service.refresh(request.body.refreshToken, clientOf(request))),
  );

  app.post(
    '/admin/getAdminByToken',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'The admin an access token belongs to',
        body: tokenBodySchema,
        response: { 200: envelope(adminSchema) },
      },
    },
    async (request) =>
      ok(await service.adminByToken(request.body.token, (token) => app.loadActor(token))),
  );

  app.post(
    '/admin/logout',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'End this session', response: { 200: envelope(okSchema) } },
    },
    async (request) => {
      await service.logout(actorOf(request).family);
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/admin/register',
    {
      config: { permission: 'public' },
      preHandler: limited('register'),
      schema: {
        tags,
        summary: 'Sign up: a Guest account that waits for access',
        body: registerBodySchema,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (request) => ok(await service.register(request.body, clientOf(request))),
  );

  app.post(
    '/admin/forgot-password',
    {
      config: { permission: 'public' },
      preHandler: limited('forgot-password'),
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: forgotPasswordBodySchema,
        response: { 200: envelope(okSchema) },
      },
    },
    async (request) => {
      service.forgotPassword(request.body.email);
      return ok({ ok: true as const }, 'success.resetSent');
    },
  );

  app.post(
    '/admin/reset-password',
    {
      config: { permission: 'public' },
      preHandler: limited('reset-password'),
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        body: resetPasswordBodySchema,
        response: { 200: envelope(okSchema) },
      },
    },
    async (request) => {
      await service.resetPassword(request.body, clientOf(request));
      return ok({ ok: true as const });
    },
  );
}
