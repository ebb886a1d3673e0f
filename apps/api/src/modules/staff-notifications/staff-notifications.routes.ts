import {
  envelope,
  messageLanguageOf,
  idParamsSchema,
  okSchema,
  staffNotificationListSchema,
} from '@showroom/contract';
import { moduleRoutes } from '../../crud/route-options';
import { z } from 'zod';
import { publishLive } from '../../changes/live-events';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';
import * as repo from './staff-notifications.repository';

const done = { 200: envelope(okSchema) };

/** Each staff member reads and clears their own bell; nobody else's. */
export const staffNotificationRoutes = moduleRoutes(['staff bell'], (app, route) => {
  // The member's other tabs and devices hear the change on their events stream.
  const changedBellOf = (userId: number) =>
    publishLive(app.db, { kind: 'bell', userIds: [userId] });

  app.get(
    '/admin/notifications',
    route('authenticated', 'My bell: the latest 50, with the total and unread counts', {
      response: { 200: envelope(staffNotificationListSchema) },
    }),
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
    route('authenticated', 'Mark my bell read', { response: done }),
    async (request) => {
      await repo.markAllRead(app.db, actorOf(request).id);
      await changedBellOf(actorOf(request).id);
      return ok({ ok: true as const });
    },
  );

  app.delete(
    '/admin/notifications/:id',
    route('authenticated', 'Remove one entry from my bell', {
      params: idParamsSchema,
      response: done,
    }),
    async (request) => {
      const removed = await repo.deleteForUser(app.db, actorOf(request).id, request.params.id);
      if (removed === 0) throw notFound('Notification');
      await changedBellOf(actorOf(request).id);
      return ok({ ok: true as const });
    },
  );

  app.delete(
    '/admin/notifications',
    route('authenticated', 'Clear my bell', {
      response: { 200: envelope(z.object({ removed: z.number().int() })) },
    }),
    async (request) => {
      const userId = actorOf(request).id;
      const removed = await repo.deleteForUser(app.db, userId);
      if (removed > 0) await changedBellOf(userId);
      return ok({ removed });
    },
  );
});
