import type { Session } from '@showroom/contract';
import { count, eq, ne } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import {
  brands,
  categories,
  contactSubjects,
  customerQueries,
  notifications,
  colors,
  countries,
  cylinderCounts,
  engineCapacities,
  roles,
  users,
} from '../src/db/schema';
import { seedIfEmpty, type InitialAdmin } from '../src/db/seed/seed';
import { dataOf, freshDatabase, JWT_SECRET } from './helpers';

let database: Database;
let admin: InitialAdmin | null;
beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  admin = await seedIfEmpty(database.db, { demo: true });
});
afterAll(async () => database.close());

const total = async (table: PgTable) => {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

describe('seeding an empty database', () => {
  it('creates the super admin with a generated password that signs in', async () => {
    expect(admin).toMatchObject({ email: 'admin@showroom.local', generated: true });
    expect(admin?.password).toMatch(/^[\w-]{16}$/);
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        DATA_DIR: '/tmp/showroom-seed-test',
      }),
      {
        database: { ...database, close: async () => undefined },
        jwtSecret: JWT_SECRET,
      },
    );
    const session = dataOf<Session>(
      await app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { emailOrPhone: admin?.email, password: admin?.password },
      }),
    );
    expect(session.admin.role.level).toBe('SA');
    await app.close();
  });

  it('creates the four system roles', async () => {
    const rows = await database.db
      .select()
      .from(roles)
      .where(eq(roles.isSystem, true))
      .orderBy(roles.id);
    expect(rows.map((r) => [r.name, r.level, r.isSystem])).toEqual([
      ['Super Admin', 'SA', true],
      ['Admin', 'ADMIN', true],
      ['Editor', 'EDITOR', true],
      ['Guest', 'GUEST', true],
    ]);
  });

  it('fills the catalogue and the meta lists with bilingual demo data', async () => {
    expect(await total(countries)).toBeGreaterThanOrEqual(15);
    expect(await total(brands)).toBeGreaterThanOrEqual(30);
    expect(await total(categories)).toBe(10);
    expect(await total(colors)).toBe(12);
    expect(await total(engineCapacities)).toBeGreaterThan(10);
    expect(await total(cylinderCounts)).toBe(7);
    const [toyota] = await database.db.select().from(brands).where(eq(brands.nameEn, 'Toyota'));
    expect(toyota).toMatchObject({ nameAr: 'تويوتا' });
    expect(toyota?.countryId).not.toBeNull();
  });

  it('adds staff for every working role and marketplace customers', async () => {
    const staff = await database.db.select().from(users).where(eq(users.kind, 'staff'));
    expect(staff.map((u) => u.email).sort()).toEqual([
      'admin@showroom.local',
      'auditor@showroom.local',
      'content@showroom.local',
      'editor@showroom.local',
      'manager@showroom.local',
      'newcomer@showroom.local',
      'sales@showroom.local',
      'support2@showroom.local',
      'support@showroom.local',
    ]);
    expect(await total(users)).toBe(69);
  });

  it('does nothing on a database that already has data', async () => {
    const before = await total(users);
    expect(await seedIfEmpty(database.db, { demo: true })).toBeNull();
    expect(await total(users)).toBe(before);
  });

  it('produces the same demo data every time', async () => {
    const other = await freshDatabase();
    try {
      await other.migrate();
      await seedIfEmpty(other.db, { demo: true, adminPassword: 'fixed password' });
      const names = async (db: Database) =>
        db.db
          .select({ name: users.name, email: users.email, createdAt: users.createdAt })
          .from(users)
          .where(ne(users.kind, 'staff'))
          .orderBy(users.id);
      expect(await names(other)).toEqual(await names(database));
    } finally {
      await other.close();
    }
  });
});

describe('seeding people, roles, messages and notifications', () => {
  it('adds custom roles beside the system ones, each held by demo staff', async () => {
    const custom = await database.db.select().from(roles).where(eq(roles.isSystem, false));
    expect(custom.map((r) => [r.name, r.level]).sort()).toEqual([
      ['Auditor', 'GUEST'],
      ['Content Manager', 'EDITOR'],
      ['Sales Manager', 'ADMIN'],
      ['Support Agent', 'EDITOR'],
    ]);
    expect(custom.every((r) => r.permissions.roles === undefined)).toBe(true);
  });

  it('adds bilingual subjects and queries in every status, answered ones with a reply', async () => {
    expect(await total(contactSubjects)).toBe(6);
    const rows = await database.db.select().from(customerQueries);
    for (const status of ['new', 'in_progress', 'resolved'] as const) {
      expect(rows.filter((q) => q.status === status).length).toBeGreaterThanOrEqual(10);
    }
    const resolved = rows.filter((q) => q.status === 'resolved');
    expect(resolved.every((q) => q.reply && q.repliedAt && q.repliedBy)).toBe(true);
    expect(rows.filter((q) => q.status === 'new').every((q) => q.reply === null)).toBe(true);
  });

  it('adds notifications sent, scheduled and drafted', async () => {
    const rows = await database.db.select().from(notifications);
    const byStatus = (status: string) => rows.filter((n) => n.status === status);
    expect(byStatus('sent').length).toBeGreaterThan(0);
    expect(byStatus('sent').every((n) => (n.recipientsCount ?? 0) > 0)).toBe(true);
    expect(byStatus('scheduled').length).toBeGreaterThan(0);
    expect(byStatus('draft').length).toBeGreaterThan(0);
  });
});
