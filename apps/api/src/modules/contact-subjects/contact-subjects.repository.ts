import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactSubjects } from '../../db/schema';

const activeSubject = and(eq(contactSubjects.isActive, true), isNull(contactSubjects.deletedAt));

/** What the marketplace's contact form offers, in the order staff set. */
export async function listActiveSubjects(db: Executor) {
  return db
    .select({
      id: contactSubjects.id,
      nameEn: contactSubjects.nameEn,
      nameAr: contactSubjects.nameAr,
    })
    .from(contactSubjects)
    .where(activeSubject)
    .orderBy(asc(contactSubjects.sortOrder), asc(contactSubjects.id));
}
