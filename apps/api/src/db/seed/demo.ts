import { en, ar, Faker, base } from '@faker-js/faker';
import { type Level } from '@showroom/contract';
import type { FileStorage } from '../../modules/uploads';
import type { Executor } from '../client';
import {
  brands,
  categories,
  colors,
  countries,
  cylinderCounts,
  engineCapacities,
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

/**
 * Deterministic demo data: the same database every time for the same code, on a database
 * without brands. Its own module, imported when a first start seeds it: faker and the demo
 * pictures take seconds to load, which no other start needs.
 */
export async function seedDemo(
  db: Executor,
  options: {
    roleIds: Record<Level, number>;
    staffPasswordHash: string;
    storage?: FileStorage | undefined;
    now?: Date;
  },
) {
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

  await seedSiteContent(db, faker, { storage: options.storage });
  await seedPeople(db, options);
  await seedMarketplace(db, { storage: options.storage, now: options.now });
}
