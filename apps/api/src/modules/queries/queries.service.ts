import type { CustomerQuery, CustomerQueryDetails, CustomerQueryStatus } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import type { AuditContext } from '../../changes/audited-write';
import { createCrudService } from '../../crud/crud.service';
import { defineStatusMachine } from '../../crud/status';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import * as repo from './queries.repository';
import { queriesResource } from './queries.resource';

/** DESIGN §5: a query is answered, then closed; it never goes back. */
export const customerQueryMachine = defineStatusMachine<CustomerQueryStatus>({
  field: 'status',
  moves: { new: ['in_progress'], in_progress: ['resolved'], resolved: [] },
});

/** `GET /contactUs/queries/:id`: the query (trashed ones too) and every reply it was sent. */
export async function loadQueryDetails(db: Executor, id: number): Promise<CustomerQueryDetails> {
  const query = await createCrudService<CustomerQuery>(db, queriesResource).get(id);
  const replies = await repo.repliesOf(db, id);
  return {
    ...query,
    replies: replies.map((reply) => ({
      id: reply.id,
      text: reply.text,
      sentAt: reply.sentAt.toISOString(),
      sentBy:
        reply.senderId === null || reply.senderName === null
          ? null
          : { id: reply.senderId, name: reply.senderName },
    })),
  };
}

/**
 * Stores staff's answer and mails it to the customer, in one transaction: when the mail
 * cannot be sent nothing is saved, so the answer on record is the one the customer got.
 * Every reply is kept beside the query, which shows the latest (nothing a user sent is
 * lost). Answering a new query takes it in progress; a resolved query is closed.
 */
export async function replyToQuery(
  deps: { db: Db; mailer: Mailer },
  id: number,
  reply: string,
  context: AuditContext,
): Promise<CustomerQuery> {
  return deps.db.transaction(async (tx) => {
    const row = await createCrudService<CustomerQuery>(tx, queriesResource).customAction(
      id,
      'reply',
      context,
      {
        check: (current) => {
          if (current.status === 'resolved') {
            throw new AppError('CONFLICT', 'queries.resolved', {
              status: current.status,
            });
          }
        },
        values: (current) => ({
          reply,
          repliedBy: context.actorId,
          repliedAt: sql`now()`,
          status: current.status === 'new' ? 'in_progress' : current.status,
        }),
      },
    );
    await repo.insertReply(tx, { queryId: id, text: reply, sentBy: context.actorId });
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
          `You wrote on ${new Date(row.createdAt).toUTCString()}:`,
          ...row.message.split('\n').map((line) => `> ${line}`),
        ].join('\n'),
      });
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'queries.mailFailed');
    }
    return row;
  });
}
