import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactSubjects, customerQueries } from '../../db/schema';

/** The subject a new query may name: active and not in the trash. */
export async function findActiveSubject(db: Executor, id: number) {
  const [subject] = await db
    .select({ id: contactSubjects.id, nameEn: contactSubjects.nameEn })
    .from(contactSubjects)
    .where(
      and(
        eq(contactSubjects.id, id),
        eq(contactSubjects.isActive, true),
        isNull(contactSubjects.deletedAt),
      ),
    )
    .limit(1);
  return subject ?? null;
}

export async function findForUpdate(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(customerQueries)
    .where(eq(customerQueries.id, id))
    .for('update');
  return row ?? null;
}

export async function subjectName(db: Executor, id: number) {
  const [row] = await db
    .select({ nameEn: contactSubjects.nameEn })
    .from(contactSubjects)
    .where(eq(contactSubjects.id, id));
  return row?.nameEn ?? null;
}

export async function saveReply(
  db: Executor,
  id: number,
  values: Pick<typeof customerQueries.$inferInsert, 'reply' | 'repliedBy' | 'status'>,
) {
  const [row] = await db
    .update(customerQueries)
    .set({
      ...values,
      repliedAt: sql`now()`,
      updatedAt: sql`now()`,
      version: sql`${customerQueries.version} + 1`,
    })
    .where(eq(customerQueries.id, id))
    .returning();
  if (!row) throw new Error('the locked query vanished');
  return row;
}
