import type { Car, ContactDetails, Package } from '@showroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from './helpers';
import { carPayload, useMarketplace } from './marketplace-fixtures';

/** A price entered without a currency is in the settings' default currency (DESIGN §5). */

const { t, f } = useMarketplace();
beforeAll(async () => {
  const settings = dataOf<ContactDetails>(
    await t.as('SA', { method: 'GET', url: '/api/v1/settings/contact' }),
  );
  dataOf(
    await t.as('SA', {
      method: 'PUT',
      url: '/api/v1/settings/contact',
      payload: { email: settings.email, defaultCurrency: 'sar', version: settings.version },
    }),
  );
});

const createCar = async (overrides: Record<string, unknown>) => {
  const { currency, ...payload } = carPayload(f, overrides);
  return dataOf<Car>(
    await t.as('SA', {
      method: 'POST',
      url: '/api/v1/cars',
      payload: overrides.currency === undefined ? payload : { ...payload, currency },
    }),
  );
};
const createPackage = async (payload: Record<string, unknown>) =>
  dataOf<Package>(
    await t.as('SA', {
      method: 'POST',
      url: '/api/v1/packs',
      payload: { nameEn: 'Weekly', price: 1_000, durationDays: 7, adsLimit: 1, ...payload },
    }),
  );

describe('a car priced without a currency', () => {
  it('takes the settings’ default currency, and keeps it when edited', async () => {
    const car = await createCar({});
    expect(car.currency).toBe('SAR');
    const edited = dataOf<Car>(
      await t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/cars/${car.id}`,
        payload: { price: 9_000_000, version: car.version },
      }),
    );
    expect(edited).toMatchObject({ price: 9_000_000, currency: 'SAR' });
  });

  it('keeps a currency that is given', async () => {
    expect((await createCar({ currency: 'usd' })).currency).toBe('USD');
  });
});

describe('a package priced without a currency', () => {
  it('takes the settings’ default currency, and its subscriptions pay in it', async () => {
    const pack = await createPackage({});
    expect(pack.currency).toBe('SAR');
    expect((await createPackage({ nameEn: 'Weekly in dirhams', currency: 'AED' })).currency).toBe(
      'AED',
    );
    const subscription = dataOf<{ currency: string }>(
      await t.as('SA', {
        method: 'POST',
        url: '/api/v1/subs',
        payload: { userId: f.dealer.id, packId: pack.id },
      }),
    );
    expect(subscription.currency).toBe('SAR');
  });
});
