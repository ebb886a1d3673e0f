import type { NotificationAudience } from '@showroom/contract';
import type { StoredRow } from '../../crud/crud.repository';
import type { ChangeAction } from '../../crud/resource';
import type { Executor } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { writeAudit, type AuditContext } from '../audit/audit.repository';
import * as repo from './notifications.repository';

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
export async function prepareNotification(input: {
  values: Record<string, unknown>;
  current: StoredRow | null;
  tx: Executor;
  context: AuditContext;
}): Promise<Record<string, unknown>> {
  const { current, tx, context } = input;
  const { sendNow, ...values } = input.values;
  const now = new Date();
  if (values.scheduledAt instanceof Date && values.scheduledAt <= now) {
    throw fieldError('scheduledAt', 'Must be in the future');
  }
  if (!current) values.createdBy = context.actorId;
  if (sendNow === true) {
    const audience = (values.audience ?? current?.audience) as NotificationAudience;
    Object.assign(values, await deliveryValues(tx, audience, now));
  }
  return values;
}

/** Once sent, a notification is history: it can be neither edited nor deleted. */
export async function guardNotificationChange(input: { action: ChangeAction; current: StoredRow }) {
  const { action, current } = input;
  if ((action === 'update' || action === 'delete') && current.sentAt) {
    throw new AppError(
      'CONFLICT',
      `This notification was sent; it can no longer be ${action === 'update' ? 'changed' : 'deleted'}`,
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
    await repo.markSent(tx, notification.id, now, recipients);
    await writeAudit(
      tx,
      { actorId: null, ip: null },
      {
        action: 'send',
        resource: 'notifications',
        recordId: notification.id,
        after: { sentAt: now.toISOString(), recipientsCount: recipients },
      },
    );
  }
  return due.length;
}
