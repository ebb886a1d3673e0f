import type { Car } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SYSTEM } from '../src/changes/audited-write';
import { createCrudService } from '../src/crud/crud.service';
import { brands, countries } from '../src/db/schema';
import { brandsResource } from '../src/modules/brands';
import { countriesResource } from '../src/modules/countries';
import { dataOf } from './helpers';
import { holdWrite, waitsForALock, type HeldWrite } from './locks';
import { createCar, useMarketplace } from './marketplace-fixtures';

// A write checks that the records it names are out of the trash (crud/live-references.ts) and
// a trash checks what still names its record (a country's brands): each locks the record, so
// of two at once the second waits for the first to commit and then sees it. PGlite has one
// connection and runs them one after the other anyway; PostgreSQL runs them side by side.

const { t, f } = useMarketplace();

/**
 * Sends `request` while `held` is open: it must wait for the held write (on PostgreSQL, a
 * statement of it waits for a lock), and is answered once that write commits.
 */
async function whileHeld(held: HeldWrite, request: () => Promise<LightMyRequestResponse>) {
  let answer: Promise<LightMyRequestResponse>;
  try {
    answer = request();
    expect(await waitsForALock(t.database, answer)).toBe(true);
  } finally {
    await held.release();
  }
  return answer;
}

async function newCountry(code: string) {
  const [country] = await t.database.db
    .insert(countries)
    .values({ nameEn: `Country ${code}`, code })
    .returning();
  return country!;
}

const trash = (path: string) => t.as('SA', { method: 'DELETE', url: `/api/v1${path}` });

describe('a record named by a write on its way', () => {
  it('does not go to the trash under a brand being written: the trash waits, then counts it', async () => {
    const country = await newCountry('QA');
    const held = await holdWrite(t.database, (tx) =>
      createCrudService(tx, brandsResource).create(
        { nameEn: 'Pearl Motors', countryId: country.id },
        SYSTEM,
      ),
    );
    const refused = await whileHeld(held, () => trash(`/countries/${country.id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This country is the origin of 1 brand; move it to another country first',
    });
    const [stored] = await t.database.db
      .select({ deletedAt: countries.deletedAt })
      .from(countries)
      .where(eq(countries.id, country.id));
    expect(stored?.deletedAt).toBeNull();
  });

  it('is refused to a write made while it goes to the trash, once the trash commits', async () => {
    const country = await newCountry('OM');
    const held = await holdWrite(t.database, (tx) =>
      createCrudService(tx, countriesResource).remove(country.id, SYSTEM),
    );
    const refused = await whileHeld(held, () =>
      t.as('SA', {
        method: 'POST',
        url: '/api/v1/brand',
        payload: { nameEn: 'Dune Motors', countryId: country.id },
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fieldErrors).toEqual({
      countryId: ['This country does not exist'],
    });
    expect(
      await t.database.db.select().from(brands).where(eq(brands.nameEn, 'Dune Motors')),
    ).toEqual([]);
  });

  it('is refused to a car restored while the brand it names goes to the trash', async () => {
    const [brand] = await t.database.db
      .insert(brands)
      .values({ nameEn: 'Fading Motors' })
      .returning();
    const car = await createCar(t, f, { title: 'Fading Coupe', brandId: brand!.id });
    dataOf(await trash(`/cars/${car.id}`));
    const held = await holdWrite(t.database, (tx) =>
      createCrudService(tx, brandsResource).remove(brand!.id, SYSTEM),
    );
    const refused = await whileHeld(held, () =>
      t.as('SA', { method: 'POST', url: `/api/v1/cars/${car.id}/restore` }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.fieldErrors).toEqual({ brandId: ['This brand does not exist'] });
    const read = dataOf<Car>(await t.as('SA', { method: 'GET', url: `/api/v1/cars/${car.id}` }));
    expect(read.deletedAt).not.toBeNull();
  });
});
