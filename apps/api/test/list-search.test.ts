import type { Ad, AuditEntry, Brand, Offer, Page, Subscription } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { cars, packages, users } from '../src/db/schema';
import { dataOf } from './helpers';
import { carInStatus, inDays, useMarketplace, subscribe } from './marketplace-fixtures';

// The lists that point at other records are searched by those records' names: offers by
// car title and buyer, ads by car title and seller, subscriptions by seller and package,
// the audit log by the record's name or number and by the actor.

const { t, f } = useMarketplace();
let prado: { id: number };
let camry: { id: number };
let pradoOffer: Offer;
let camryOffer: Offer;
let pradoAd: Ad;
let camryAd: Ad;
let saraGold: Subscription;
let danaStarter: Subscription;
let brand: Brand;
let adminId: number;

beforeAll(async () => {
  const [walid] = await t.database.db
    .insert(users)
    .values({
      name: 'Walid Buyer',
      username: 'walid',
      email: 'walid@example.org',
      phone: '+971555123456',
      kind: 'customer',
    })
    .returning();
  prado = await carInStatus(t, f, 'published', { title: 'Toyota Prado 2021' });
  camry = await carInStatus(t, f, 'published', {
    title: 'Toyota Camry 2019',
    userId: f.dealer.id,
  });
  const offer = async (carId: number, buyerId: number) =>
    dataOf<Offer>(
      await t.as('SA', {
        method: 'POST',
        url: '/api/v1/offers',
        payload: { carId, buyerId, amount: 100_000 },
      }),
    );
  pradoOffer = await offer(prado.id, f.buyer.id);
  camryOffer = await offer(camry.id, walid!.id);
  const ad = async (carId: number) =>
    dataOf<Ad>(
      await t.as('SA', {
        method: 'POST',
        url: '/api/v1/advert',
        payload: { carId, placement: 'home', endsAt: inDays(7) },
      }),
    );
  pradoAd = await ad(prado.id);
  camryAd = await ad(camry.id);
  saraGold = await subscribe(t, f.seller.id, f.gold.id);
  danaStarter = await subscribe(t, f.dealer.id, f.starter.id);
  adminId = (await t.signIn('ADMIN')).admin.id;
  brand = dataOf<Brand>(
    await t.as('ADMIN', { method: 'POST', url: '/api/v1/brand', payload: { nameEn: 'Lancia' } }),
  );
  dataOf(
    await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/brand/${brand.id}`,
      payload: { nameEn: 'Lancia Delta', version: 1 },
    }),
  );
});

const ids = async (path: string, search: string) => {
  const response = await t.as('SA', {
    method: 'GET',
    url: `/api/v1${path}?search=${encodeURIComponent(search)}&limit=100`,
  });
  return dataOf<Page<{ id: number }>>(response).rows.map((row) => row.id);
};

describe('searching offers', () => {
  it('finds an offer by its car’s title', async () => {
    expect(await ids('/offers/', 'prado')).toEqual([pradoOffer.id]);
    expect(await ids('/offers/', 'TOYOTA')).toEqual([camryOffer.id, pradoOffer.id]);
  });

  it('finds an offer by its buyer’s name, email or phone', async () => {
    expect(await ids('/offers/', 'bilal b')).toEqual([pradoOffer.id]);
    expect(await ids('/offers/', 'walid@example.org')).toEqual([camryOffer.id]);
    expect(await ids('/offers/', '555123')).toEqual([camryOffer.id]);
  });

  it('finds nothing for a text no car or buyer holds, and takes % literally', async () => {
    expect(await ids('/offers/', 'lamborghini')).toEqual([]);
    expect(await ids('/offers/', '%')).toEqual([]);
  });
});

describe('searching ads', () => {
  it('finds an ad by its car’s title or its seller', async () => {
    expect(await ids('/advert/admin', 'camry')).toEqual([camryAd.id]);
    expect(await ids('/advert/admin', 'sara seller')).toEqual([pradoAd.id]);
    expect(await ids('/advert/admin', 'dana@example')).toEqual([camryAd.id]);
    expect(await ids('/advert/admin', 'nobody at all')).toEqual([]);
  });
});

describe('searching subscriptions', () => {
  it('finds a subscription by its seller or its package, in either language', async () => {
    expect(await ids('/subs/admin', 'dana')).toEqual([danaStarter.id]);
    expect(await ids('/subs/admin', '+97150000000')).toEqual([saraGold.id]);
    expect(await ids('/subs/admin', 'gold')).toEqual([saraGold.id]);
    expect(await ids('/subs/admin', 'platinum')).toEqual([]);
  });

  it('keeps its other filters beside the search', async () => {
    const response = await t.as('SA', {
      method: 'GET',
      url: `/api/v1/subs/admin?search=a&userId=${f.dealer.id}`,
    });
    expect(dataOf<Page<Subscription>>(response).rows.map((row) => row.id)).toEqual([
      danaStarter.id,
    ]);
  });
});

describe('the words a list searches follow the records it points at', () => {
  it('finds offers, ads and subscriptions by a car’s, person’s or package’s new name', async () => {
    const db = t.database.db;
    await db.update(cars).set({ title: 'Toyota Sequoia 2021' }).where(eq(cars.id, prado.id));
    expect(await ids('/offers/', 'sequoia')).toEqual([pradoOffer.id]);
    expect(await ids('/advert/admin', 'sequoia')).toEqual([pradoAd.id]);
    expect(await ids('/offers/', 'prado')).toEqual([]);

    await db.update(users).set({ name: 'Dana Renamed' }).where(eq(users.id, f.dealer.id));
    expect(await ids('/advert/admin', 'dana renamed')).toEqual([camryAd.id]);
    expect(await ids('/subs/admin', 'dana renamed')).toEqual([danaStarter.id]);

    await db.update(packages).set({ nameEn: 'Gold Plus' }).where(eq(packages.id, f.gold.id));
    expect(await ids('/subs/admin', 'gold plus')).toEqual([saraGold.id]);
  });

  it('reads each list’s words through its trigram index', async () => {
    for (const table of ['offers', 'ads', 'subscriptions']) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows(
          tx,
          sql`explain select id from ${sql.identifier(table)} where search_text ilike '%toyota%'`,
        );
        return JSON.stringify(rows);
      });
      expect(plan).toContain(`${table}_search_text_trgm_idx`);
    }
  });
});

describe('searching the audit log', () => {
  const entries = async (query: string) =>
    dataOf<Page<AuditEntry>>(await t.as('SA', { method: 'GET', url: `/api/v1/audit-log?${query}` }))
      .rows;

  it('finds the entries of a record by the name it had in each', async () => {
    const found = await entries('search=lancia&resource=brands');
    expect(found.map((entry) => [entry.action, entry.recordId])).toEqual([
      ['update', brand.id],
      ['create', brand.id],
    ]);
    // The new name is in the update's entry only.
    expect((await entries('search=delta&resource=brands')).map((entry) => entry.action)).toEqual([
      'update',
    ]);
  });

  it('finds a car’s entries by its title, and a record by its number', async () => {
    const found = await entries('search=prado%202021');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((entry) => entry.resource === 'cars' && entry.recordId === prado.id)).toBe(
      true,
    );
    const numbered = await entries(`search=${brand.id}&resource=brands`);
    expect(numbered.map((entry) => entry.recordId)).toContain(brand.id);
  });

  it('finds the entries of an actor by name or email', async () => {
    // Their sign-ins are theirs too: the brand they made is the one entry under brands.
    const byName = await entries('search=ADMIN%20tester&resource=brands');
    expect(byName.map((entry) => entry.action)).toEqual(['create']);
    expect(byName[0]).toMatchObject({ actorId: adminId, recordId: brand.id });
    const byEmail = await entries('search=admin%40showroom.test&resource=brands');
    expect(byEmail.map((entry) => entry.actorId)).toEqual([adminId]);
  });

  it('names a search longer than 100 characters as the invalid field', async () => {
    const response = await t.as('SA', {
      method: 'GET',
      url: `/api/v1/audit-log?search=${'x'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details.fieldErrors)).toEqual(['search']);
  });

  it('can read the record names through their trigram index', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows(
        tx,
        sql`explain select id from audit_log where record_text ilike '%lancia%'`,
      );
      return JSON.stringify(rows);
    });
    expect(plan).toContain('audit_log_record_text_trgm_idx');
  });
});
