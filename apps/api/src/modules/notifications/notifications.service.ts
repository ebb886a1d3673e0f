import type {
  NotificationAudience,
  notificationCreateSchema,
  notificationUpdateSchema,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { SYSTEM, updateAudited } from '../../changes/audited-write';
import type { HookInputs } from '../../crud/resource';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import * as repo from './notifications.repository';

type Hooks = HookInputs<
  typeof notifications,
  typeof notificationCreateSchema,
  typeof notificationUpdateSchema
>;

/**
 * "Delivering" records the send: the time and how many active users of the audience it
 * went to. Showroom has no push or mail gateway for marketplace users yet; the
 * marketplace reads sent notifications from the table.
 */
async function deliveryValues(tx: Executor, audience: NotificationAudience, now: Date) {
  return { scheduledAt: now, sentAt: now, recipientsCount: await repo.countAudience(tx, audience) };
}

/**
 * A compose or an edit: a time must be in the future (null keeps a draft), and `sendNow`
 * sends it in the same transaction. The author is whoever creates it.
 */
export async function prepareNotification(input: Hooks['prepare']): Promise<Hooks['values']> {
  const { current, tx, context } = input;
  const { sendNow, ...values } = input.values;
  const now = new Date();
  if (values.scheduledAt instanceof Date && values.scheduledAt <= now) {
    throw fieldError('scheduledAt', 'validation.inFuture');
  }
  const audience = values.audience ?? current?.audience;
  return {
    ...values,
    ...(current ? {} : { createdBy: context.actorId }),
    ...(sendNow === true && audience ? await deliveryValues(tx, audience, now) : {}),
  };
}

/** Once sent, a notification is history: it can be neither edited nor deleted. */
export async function guardNotificationChange(input: Hooks['change']) {
  const { action, current } = input;
  if ((action === 'update' || action === 'delete') && current.sentAt) {
    throw new AppError(
      'CONFLICT',
      action === 'update' ? 'notifications.sentNoChange' : 'notifications.sentNoDelete',
      { sentAt: current.sentAt },
    );
  }
}

export const DISPATCH_BATCH = 100;

/** Sends one batch of due notifications (scheduled at or before `now`); returns how many. */
export async function sendDueNotifications(tx: Executor, now: Date, batch = DISPATCH_BATCH) {
  const due = await repo.lockDue(tx, now, batch);
  const reach = new Map<NotificationAudience, number>();
  for (const notification of due) {
    let recipients = reach.get(notification.audience);
    if (recipients === undefined) {
      recipients = await repo.countAudience(tx, notification.audience);
      reach.set(notification.audience, recipients);
    }
    await updateAudited<Hooks['record']>(tx, SYSTEM, {
      table: notifications,
      where: eq(notifications.id, notification.id),
      label: 'Notification',
      resource: 'notifications',
      action: 'send',
      values: () => ({ sentAt: now, recipientsCount: recipients }),
      record: () => ({ after: { sentAt: now.toISOString(), recipientsCount: recipients } }),
    });
  }
  return due.length;
}
