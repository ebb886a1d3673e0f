import type { CustomerQuery, CustomerQueryStatus } from '@showroom/contract';
import type { StoredRow } from '../../crud/crud.repository';
import { defineStatusMachine } from '../../crud/status';
import type { Db, Executor } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { serializeRow } from '../../lib/rows';
import { writeAudit, type AuditContext } from '../audit/audit.repository';
import { notifyStaff } from '../staff-notifications/staff-notifications.repository';
import * as repo from './customer-queries.repository';

/** DESIGN §5: a query is answered, then closed; it never goes back. */
export const customerQueryMachine = defineStatusMachine<CustomerQueryStatus>({
  field: 'status',
  moves: { new: ['in_progress'], in_progress: ['resolved'], resolved: [] },
});

/** A query from the contact form names a subject the form offers, and starts as new. */
export async function prepareCustomerQuery(input: {
  values: Record<string, unknown>;
  tx: Executor;
}): Promise<Record<string, unknown>> {
  const subject = await repo.findActiveSubject(input.tx, Number(input.values.subjectId));
  if (!subject) throw fieldError('subjectId', 'Choose one of the subjects on the form');
  return { ...input.values, status: 'new' };
}

/** Staff who answer queries hear about a new one on their bell. */
export async function announceCustomerQuery(input: { row: StoredRow; tx: Executor }) {
  const { row, tx } = input;
  const subject = await repo.subjectName(tx, Number(row.subjectId));
  await notifyStaff(tx, {
    heading: 'Customer queries',
    title: `New query from ${String(row.name)}`,
    subtitle: subject,
    icon: 'contact_mail',
    path: '/dashboard/queries',
    audience: { resource: 'queries', action: 'update' },
  });
}

/**
 * Stores staff's answer and mails it to the customer, in one transaction: when the mail
 * cannot be sent nothing is saved, so the answer on record is the one the customer got.
 * Answering a new query takes it in progress; a resolved query is closed.
 */
export async function replyToQuery(
  deps: { db: Db; mailer: Mailer },
  id: number,
  reply: string,
  context: AuditContext,
): Promise<CustomerQuery> {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findForUpdate(tx, id);
    if (!current || current.deletedAt) throw notFound('Query');
    if (current.status === 'resolved') {
      throw new AppError('CONFLICT', 'This query is resolved; it takes no more replies', {
        status: current.status,
      });
    }
    const row = await repo.saveReply(tx, id, {
      reply,
      repliedBy: context.actorId,
      status: current.status === 'new' ? 'in_progress' : current.status,
    });
    const after = serializeRow(row);
    await writeAudit(tx, context, {
      action: 'reply',
      resource: 'queries',
      recordId: id,
      before: serializeRow(current),
      after,
    });
    const subject = (await repo.subjectName(tx, row.subjectId)) ?? 'your message';
    try {
      await deps.mailer.send({
        to: row.email,
        subject: `Re: ${subject}`,
        text: [
          `Hello ${row.name},`,
          '',
          reply,
          '',
          '— The Showroom team',
          '',
          `You wrote on ${row.createdAt.toUTCString()}:`,
          ...row.message.split('\n').map((line) => `> ${line}`),
        ].join('\n'),
      });
    } catch {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The reply could not be mailed, so it was not saved; try again shortly',
      );
    }
    return after;
  });
}
