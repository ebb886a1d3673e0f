import {
  envelope,
  messageLanguageOf,
  idParamsSchema,
  okSchema,
  staffNotificationListSchema,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publishLive } from '../../core/live-events';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';
import * as repo from './staff-notifications.repository';

const tags = ['staff bell'];

/** Each staff member reads and clears their own bell; nobody else's. */
export async function staffNotificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The member's other tabs and devices hear the change on their events stream.
  const changedBellOf = (userId: number) =>
    publishLive(app.db, { kind: 'bell', userIds: [userId] });

  app.get(
    '/admin/notifications',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'My bell: the latest 50, with the total and unread counts',
        response: { 200: envelope(staffNotificationListSchema) },
      },
    },
    async (request) =>
      ok(
        await repo.listForUser(
          app.db,
          actorOf(request).id,
          messageLanguageOf(request.headers['accept-language']),
        ),
      ),
  );

  app.post(
    '/admin/notifications/read',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'Mark my bell read', response: { 200: envelope(okSchema) } },
    },
    async (request) => {
      await repo.markAllRead(app.db, actorOf(request).id);
      await changedBellOf(actorOf(request).id);
      return ok({ ok: true as const });
    },
  );

  app.delete(
    '/admin/notifications/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Remove one entry from my bell',
        params: idParamsSchema,
        response: { 200: envelope(okSchema) },
      },
    },
    async (request) => {
      const removed = await repo.deleteForUser(app.db, actorOf(request).id, request.params.id);
      if (removed === 0) throw notFound('Notification');
      await changedBellOf(actorOf(request).id);
      return ok({ ok: true as const });
    },
  );

  app.delete(
    '/admin/notifications',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Clear my bell',
        response: { 200: envelope(z.object({ removed: z.number().int() })) },
      },
    },
    async (request) => {
      const userId = actorOf(request).id;
      const removed = await repo.deleteForUser(app.db, userId);
      if (removed > 0) await changedBellOf(userId);
      return ok({ removed });
    },
  );
}
