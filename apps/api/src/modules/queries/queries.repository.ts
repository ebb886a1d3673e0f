import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/queries';
import { contactSubjects } from '../../db/schema';

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
