import { ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands } from '../../db/schema';

/** Brands whose English or Arabic name matches an ILIKE pattern, trashed ones included. */
export async function brandIdsMatching(db: Executor, pattern: string) {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(or(ilike(brands.nameEn, pattern), ilike(brands.nameAr, pattern)));
  return rows.map((row) => row.id);
}

/** Brands outside the trash that name the country as their origin. */
