import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/queries';
import { contactSubjects, customerQueryReplies, users } from '../../db/schema';

/** The subject a new query may name: active and not in the trash. */
export async function findActiveSubject(db: Executor, id: number) {
  return firstRow(
    db
      .select({ id: contactSubjects.id, nameEn: contactSubjects.nameEn })
      .from(contactSubjects)
      .where(
        and(
          eq(contactSubjects.id, id),
          eq(contactSubjects.isActive, true),
          isNull(contactSubjects.deletedAt),
        ),
      ),
  );
}

export async function subjectName(db: Executor, id: number) {
  const [row] = await db
    .select({ nameEn: contactSubjects.nameEn })
    .from(contactSubjects)
    .where(eq(contactSubjects.id, id));
  return row?.nameEn ?? null;
}

/** Keeps a reply mailed about a query; `sentAt` is the transaction's time, as the query's. */
export async function insertReply(
  db: Executor,
  reply: { queryId: number; text: string; sentBy: number | null },
) {
  await db.insert(customerQueryReplies).values({ ...reply, sentAt: sql`now()` });
}

/** Every reply of a query, oldest first, with its sender's name: one statement. */
export async function repliesOf(db: Executor, queryId: number) {
  return db
    .select({
      id: customerQueryReplies.id,
      text: customerQueryReplies.text,
      sentAt: customerQueryReplies.sentAt,
      senderId: users.id,
      senderName: users.name,
    })
    .from(customerQueryReplies)
    .leftJoin(users, eq(users.id, customerQueryReplies.sentBy))
    .where(eq(customerQueryReplies.queryId, queryId))
    .orderBy(asc(customerQueryReplies.sentAt), asc(customerQueryReplies.id));
}
