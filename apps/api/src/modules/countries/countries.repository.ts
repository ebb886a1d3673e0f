import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands } from '../../db/schema';

/** Brands outside the trash that name the country as their origin. */
export async function countBrandsFrom(db: Executor, countryId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(brands)
    .where(and(eq(brands.countryId, countryId), isNull(brands.deletedAt)));
  return row?.value ?? 0;
}
