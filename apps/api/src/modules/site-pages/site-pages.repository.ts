import type { SitePageKey } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sitePages } from '../../db/schema';

export const pageWhere = (key: SitePageKey) => eq(sitePages.key, key);

export async function findPage(db: Executor, key: SitePageKey) {
  const [row] = await db.select().from(sitePages).where(pageWhere(key));
  return row ?? null;
}
