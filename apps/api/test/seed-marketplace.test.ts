import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { queryRows, type Database } from '../src/db/client';
import { ads, cars, offers, packages, subscriptions } from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed/seed';
import { expireEndedJob } from '../src/jobs/expire-ended';
import { createLocalStorage, createStorage } from '../src/modules/uploads';
import { runJobOnce } from '../src/jobs/runner';
import { freshDatabase, JWT_SECRET, useS3Server } from './helpers';

let database: Database;
let dataDir: string;
let seconds: number;
beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-seed-'));
  const started = performance.now();
  await seedIfEmpty(database.db, {
    demo: true,
    adminPassword: 'a fixed password',
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
  });
  seconds = (performance.now() - started) / 1000;
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every file URL starting with `prefix` in any row of any table, and the tables naming one. */
async function fileUrlsIn(db: Database, prefix: string) {
  const tables = await queryRows<{ name: string }>(
    db.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const urls = new Set<string>();
  const owners = new Set<string>();
  const pattern = new RegExp(
    `${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^"\\\\\\s?#]+`,
    'g',
  );
  for (const { name } of tables) {
    const rows = await queryRows<{ json: string }>(
      db.db,
      sql`select row_to_json(t)::text as json from ${sql.identifier(name)} t
          where strpos(row_to_json(t)::text, ${prefix}) > 0`,
    );
    for (const { json } of rows) {
      for (const [url] of json.matchAll(pattern)) {
        urls.add(url);
        owners.add(name);
      }
    }
  }
  return { urls, owners };
}

const statusesOf = async (table: PgTable & { status: unknown }) =>
  (
    await queryRows<{ status: string }>(
      database.db,
      sql`select distinct status from ${table} order by status`,
    )
  ).map((r) => r.status);

describe('the marketplace demo data', () => {
  it('is seeded in bulk, not row by row', () => {
    // About 2 s on its own (password hash and photos included); the bound leaves room for a
    // busy machine and still catches a per-row insert loop.
    expect(seconds).toBeLessThan(15);
  });

  it('has cars, offers, subscriptions and ads in every status', async () => {
    expect(await database.db.$count(cars)).toBe(300);
    expect(await statusesOf(cars)).toEqual([
      'archived',
      'pending',
      'published',
      'rejected',
      'sold',
    ]);
    expect(await statusesOf(offers)).toEqual(['accepted', 'cancelled', 'pending', 'rejected']);
    expect(await statusesOf(subscriptions)).toEqual(['active', 'cancelled', 'expired']);
    expect(await statusesOf(ads)).toEqual(['active', 'expired', 'paused', 'pending', 'rejected']);
    const packRows = await database.db.select().from(packages);
    expect(packRows.map((p) => p.isActive)).toContain(false);
  });

  it('spreads creation over the last 60 days, for the daily statistics', async () => {
    const [spread] = await queryRows<{ days: number; oldest: Date | string }>(
      database.db,
      sql`select count(distinct date_trunc('day', created_at))::int as days, min(created_at) as oldest from cars`,
    );
    expect(spread!.days).toBeGreaterThanOrEqual(50);
    expect(Date.now() - new Date(spread!.oldest).getTime()).toBeLessThanOrEqual(61 * 86_400_000);
  });

  it('keeps the rules the API enforces', async () => {
    // Nothing is left for the expiry job: what should have ended is already expired.
    expect((await runJobOnce(database.db, expireEndedJob)).processed).toBe(0);
    // Sold cars went to exactly one accepted offer; nobody offers on their own car.
    const soldWithoutOne = await queryRows(
      database.db,
      sql`select c.id from cars c where c.status = 'sold' and
          (select count(*) from offers o where o.car_id = c.id and o.status = 'accepted') <> 1`,
    );
    expect(soldWithoutOne).toEqual([]);
    const ownOffers = await queryRows(
      database.db,
      sql`select o.id from offers o join cars c on c.id = o.car_id where o.buyer_id = c.user_id`,
    );
    expect(ownOffers).toEqual([]);
    // Ads are the car's seller's, and fit their subscription's limits and dates.
    const subs = await database.db
      .select({
        id: subscriptions.id,
        userId: subscriptions.userId,
        endsAt: subscriptions.endsAt,
        adsUsed: subscriptions.adsUsed,
        adsLimit: packages.adsLimit,
        featuredAdsLimit: packages.featuredAdsLimit,
      })
      .from(subscriptions)
      .innerJoin(packages, eq(packages.id, subscriptions.packId));
    for (const sub of subs) {
      const mine = await database.db.select().from(ads).where(eq(ads.subscriptionId, sub.id));
      // Rejected and expired ads gave their slots back.
      const holding = mine.filter((a) => a.status !== 'rejected' && a.status !== 'expired');
      expect(holding.length).toBe(sub.adsUsed);
      expect(holding.length).toBeLessThanOrEqual(sub.adsLimit);
      expect(holding.filter((a) => a.placement === 'featured').length).toBeLessThanOrEqual(
        sub.featuredAdsLimit,
      );
      expect(mine.every((a) => a.userId === sub.userId && a.endsAt <= sub.endsAt)).toBe(true);
    }
    const [mismatched] = await database.db
      .select({ n: count() })
      .from(ads)
      .innerJoin(cars, eq(cars.id, ads.carId))
      .where(sql`${ads.userId} <> ${cars.userId}`);
    expect(mismatched?.n).toBe(0);
  });

  it('writes the demo photos where the uploads route serves them', async () => {
    const [car] = await database.db
      .select({ images: cars.images })
      .from(cars)
      .where(and(eq(cars.status, 'published')))
      .orderBy(asc(cars.id))
      .limit(1);
    const url = car!.images[0]!;
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    await access(path.join(dataDir, url));
    await access(path.join(dataDir, url.replace('.webp', '-thumb.webp')));
    const app = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATA_DIR: dataDir }),
      { database: { ...database, close: async () => undefined }, jwtSecret: JWT_SECRET },
    );
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    await app.close();
  });

  it('writes every file its rows point at, banners included, where the uploads route serves it', async () => {
    const { urls, owners } = await fileUrlsIn(database, '/uploads/');
    expect([...owners]).toEqual(expect.arrayContaining(['banners', 'cars']));
    const app = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATA_DIR: dataDir }),
      { database: { ...database, close: async () => undefined }, jwtSecret: JWT_SECRET },
    );
    try {
      const missing: string[] = [];
      for (const url of urls) {
        const onDisk = await access(path.join(dataDir, url)).then(
          () => true,
          () => false,
        );
        const served = (await app.inject({ method: 'GET', url })).statusCode === 200;
        if (!onDisk || !served) missing.push(url);
      }
      expect(missing).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('is the same every time, dates aside', async () => {
    const other = await freshDatabase();
    try {
      await other.migrate();
      await seedIfEmpty(other.db, { demo: true, adminPassword: 'another password' });
      const listing = (db: Database) =>
        db.db
          .select({
            title: cars.title,
            price: cars.price,
            status: cars.status,
            userId: cars.userId,
          })
          .from(cars)
          .orderBy(asc(cars.id));
      expect(await listing(other)).toEqual(await listing(database));
      const adShape = (db: Database) =>
        db.db
          .select({ carId: ads.carId, status: ads.status, placement: ads.placement })
          .from(ads)
          .orderBy(asc(ads.id));
      expect(await adShape(other)).toEqual(await adShape(database));
    } finally {
      await other.close();
    }
  });
});

describe('the demo data with an S3 bucket', () => {
  const s3 = useS3Server();
  let other: Database;
  beforeAll(async () => {
    other = await freshDatabase();
    await other.migrate();
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir, ...s3().env }));
    try {
      await seedIfEmpty(other.db, { demo: true, adminPassword: 'a fixed password', storage });
    } finally {
      storage.close();
    }
  }, 120_000);
  afterAll(async () => {
    await other.close();
  });

  it('puts the demo photos and banners in the bucket, whose URLs answer with the pictures', async () => {
    const bucketUrl = `${s3().endpoint}/${s3().bucket}/`;
    const { urls, owners } = await fileUrlsIn(other, bucketUrl);
    expect([...owners].sort()).toEqual(['banners', 'cars']);
    expect((await fileUrlsIn(other, '/uploads/')).urls.size).toBe(0);
    const [car] = await other.db
      .select({ images: cars.images })
      .from(cars)
      .where(eq(cars.status, 'published'))
      .orderBy(asc(cars.id))
      .limit(1);
    expect(car!.images[0]).toMatch(new RegExp(`^${bucketUrl}2026/01/[0-9a-f-]{36}\\.webp$`));

    const wrong: string[] = [];
    for (const url of [...urls].flatMap((u) => [u, u.replace('.webp', '-thumb.webp')])) {
      const response = await fetch(url);
      const bytes = Buffer.from(await response.arrayBuffer());
      const format = await sharp(bytes)
        .metadata()
        .then(
          (m) => m.format,
          () => undefined,
        );
      if (response.headers.get('content-type') !== 'image/webp' || format !== 'webp')
        wrong.push(url);
    }
    expect(wrong).toEqual([]);
  });

  it('stops with the bucket named when it does not exist', async () => {
    const database = await freshDatabase();
    const storage = createStorage(
      loadConfig({ DATA_DIR: dataDir, ...s3().env, S3_BUCKET: 'no-such-bucket' }),
    );
    try {
      await database.migrate();
      await expect(
        seedIfEmpty(database.db, { demo: true, adminPassword: 'a fixed password', storage }),
      ).rejects.toThrow(
        `S3_BUCKET: the bucket "no-such-bucket" at ${s3().endpoint} does not exist. Create it, or set S3_BUCKET to one that does.`,
      );
      // Nothing half-seeded: the next start seeds again.
      expect(await database.db.$count(cars)).toBe(0);
    } finally {
      storage.close();
      await database.close();
    }
  }, 120_000);
});
