import { randomBytes } from 'node:crypto';
import { en, ar, Faker, base } from '@faker-js/faker';
import { levels, systemRoleMatrices, systemRoleNames, type Level } from '@showroom/contract';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db, Executor } from '../client';
import {
  brands,
  categories,
  colors,
  countries,
  cylinderCounts,
  engineCapacities,
  roles,
  users,
} from '../schema';
import {
  brandRows,
  categoryRows,
  colorRows,
  countryRows,
  cylinderCountValues,
  engineCapacityValues,
} from './catalog';
import { seedSiteContent } from './seed-content';
import { seedPeople } from './seed-people';
import { seedMarketplace } from './seed-marketplace';

const SEED_LOCK_KEY = 7_164_922;
export const DEFAULT_ADMIN_EMAIL = 'admin@showroom.local';

export type InitialAdmin = { email: string; password: string; generated: boolean };

async function isEmpty(db: Executor, table: typeof roles | typeof brands) {
  const [row] = await db.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
}

/** The four system roles with their default permission matrices (DESIGN §4). */
async function seedRoles(db: Executor): Promise<Record<Level, number>> {
  const rows = await db
    .insert(roles)
    .values(
      levels.map((level) => ({
        name: systemRoleNames[level],
        description: `System role: ${systemRoleNames[level]}`,
        level,
        permissions: systemRoleMatrices[level],
        isSystem: true,
      })),
    )
    .returning({ id: roles.id, level: roles.level });
  return Object.fromEntries(rows.map((r) => [r.level, r.id])) as Record<Level, number>;
}

/**
 * Fills an empty database: the system roles and the super admin, then (unless turned off)
 * demo data. Several processes may start at once; the lock lets exactly one seed.
 */
export async function seedIfEmpty(
  db: Db,
  options: {
    adminEmail?: string | undefined;
    adminPassword?: string | undefined;
    demo: boolean;
    /**
     * Local uploads folder for the demo car photos and banner pictures; without it demo cars
     * have no photos and the banners' pictures are not written.
     */
    uploadsDir?: string | undefined;
  },
): Promise<InitialAdmin | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx, roles))) return null;
    const roleIds = await seedRoles(tx);
    const generated = !options.adminPassword;
    const admin: InitialAdmin = {
      email: (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
      password: options.adminPassword ?? randomBytes(12).toString('base64url'),
      generated,
    };
    const passwordHash = await hashPassword(admin.password);
    await tx.insert(users).values({
      name: 'Super Admin',
      username: 'admin',
      email: admin.email,
      passwordHash,
      roleId: roleIds.SA,
      kind: 'staff',
    });
    if (options.demo) {
      await seedDemo(tx, {
        roleIds,
        staffPasswordHash: passwordHash,
        uploadsDir: options.uploadsDir,
      });
    }
    return admin;
  });
}

/** Deterministic demo data: the same database every time for the same code. */
export async function seedDemo(
  db: Executor,
  options: {
    roleIds: Record<Level, number>;
    staffPasswordHash: string;
    uploadsDir?: string | undefined;
    now?: Date;
  },
) {
  if (!(await isEmpty(db, brands))) return;
  const faker = new Faker({ locale: [en, base] });
  const fakerAr = new Faker({ locale: [ar, en, base] });
  faker.seed(20261121);
  fakerAr.seed(20261121);

  const countryIds = new Map<string, number>();
  const insertedCountries = await db
    .insert(countries)
    .values(countryRows.map(([nameEn, nameAr, code]) => ({ nameEn, nameAr, code })))
    .returning({ id: countries.id, code: countries.code });
  for (const c of insertedCountries) countryIds.set(c.code, c.id);

  await db.insert(brands).values(
    brandRows.map(([nameEn, nameAr, code], index) => ({
      nameEn,
      nameAr,
      countryId: countryIds.get(code) ?? null,
      sortOrder: index,
    })),
  );
  await db
    .insert(categories)
    .values(categoryRows.map(([nameEn, nameAr], index) => ({ nameEn, nameAr, sortOrder: index })));
  await db
    .insert(colors)
    .values(colorRows.map(([nameEn, nameAr, hex]) => ({ nameEn, nameAr, hex })));
  await db.insert(engineCapacities).values(engineCapacityValues.map((cc) => ({ cc })));
  await db.insert(cylinderCounts).values(cylinderCountValues.map((value) => ({ count: value })));

  // Staff for each working role share the super admin's initial password.
  const staff = [
    { name: 'Mona Haddad', username: 'mona', email: 'manager@showroom.local', level: 'ADMIN' },
    { name: 'Omar Saleh', username: 'omar', email: 'editor@showroom.local', level: 'EDITOR' },
    { name: 'Layla Nasser', username: 'layla', email: 'newcomer@showroom.local', level: 'GUEST' },
  ] as const;
  await db.insert(users).values(
    staff.map((s) => ({
      name: s.name,
      username: s.username,
      email: s.email,
      passwordHash: options.staffPasswordHash,
      roleId: options.roleIds[s.level],
      kind: 'staff' as const,
    })),
  );

  const customers = Array.from({ length: 60 }, (_, i) => {
    const arabicName = i % 3 === 0;
    const firstName = (arabicName ? fakerAr : faker).person.firstName();
    const lastName = (arabicName ? fakerAr : faker).person.lastName();
    const username = `${faker.internet.username({ firstName: 'user', lastName: String(i) }).toLowerCase()}${i}`;
    return {
      name: `${firstName} ${lastName}`,
      username,
      email: `${username}@example.com`,
      phone: `+9715${String(10_000_000 + i * 7919).slice(0, 8)}`,
      kind: i % 5 === 0 ? ('dealer' as const) : ('customer' as const),
      status: i % 17 === 0 ? ('blocked' as const) : ('active' as const),
      createdAt: faker.date.between({ from: '2026-01-01T00:00:00Z', to: '2026-11-01T00:00:00Z' }),
    };
  });
  await db.insert(users).values(customers);

  await seedSiteContent(db, faker, { uploadsDir: options.uploadsDir });
  await seedPeople(db, options);
  await seedMarketplace(db, { uploadsDir: options.uploadsDir, now: options.now });
}
