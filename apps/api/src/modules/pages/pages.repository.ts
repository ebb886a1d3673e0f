import type { SitePageKey } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pages } from '../../db/schema';

export const pageWhere = (key: SitePageKey) => eq(pages.key, key);

export async function findPage(db: Executor, key: SitePageKey) {
  const [row] = await db.select().from(pages).where(pageWhere(key));
  return row ?? null;
}
