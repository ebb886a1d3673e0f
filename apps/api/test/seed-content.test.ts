import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { banners, faqs, sitePages, settings } from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed/seed';
import { freshDatabase } from './helpers';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
});
afterAll(async () => database.close());

describe('the demo site content', () => {
  it('has bilingual banners in display order, one of them paused', async () => {
    const rows = await database.db.select().from(banners).orderBy(asc(banners.sortOrder));
    expect(rows).toHaveLength(6);
    expect(rows.every((b) => b.titleAr && b.imageUrl)).toBe(true);
    expect(rows.filter((b) => !b.isActive)).toHaveLength(1);
    expect(rows.every((b) => !b.startsAt || !b.endsAt || b.endsAt > b.startsAt)).toBe(true);
  });

  it('has bilingual FAQs', async () => {
    const rows = await database.db.select().from(faqs);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((f) => /[\u0600-\u06FF]/.test(f.questionAr ?? ''))).toBe(true);
  });

  it('fills the three pages in both languages', async () => {
    const rows = await database.db.select().from(sitePages).orderBy(asc(sitePages.key));
    expect(rows.map((p) => p.key)).toEqual(['about', 'privacy-policy', 'terms-and-conditions']);
    for (const page of rows) {
      expect(page.contentEn).toMatch(/^<h2>/);
      expect(page.contentAr).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('words every section, paragraph, list item and link of a page in Arabic as in English', async () => {
    const rows = await database.db.select().from(sitePages).orderBy(asc(sitePages.key));
    /** The page's outline: each heading, paragraph, list and item, and each link's target. */
    const outline = (html: string | null) =>
      [...(html ?? '').matchAll(/<(h2|h3|p|ul|ol|li)\b|href="([^"]*)"/g)].map(
        ([, tag, href]) => tag ?? href,
      );
    for (const page of rows)
      expect({ key: page.key, outline: outline(page.contentAr) }).toEqual({
        key: page.key,
        outline: outline(page.contentEn),
      });
  });

  it('fills the contact details', async () => {
    const [row] = await database.db.select().from(settings).where(eq(settings.id, 1));
    expect(row).toMatchObject({ email: 'hello@showroom.ae', defaultCurrency: 'AED' });
    expect(row?.phone).toMatch(/^\+971\d+$/);
  });
});
