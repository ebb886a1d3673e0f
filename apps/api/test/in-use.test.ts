import { API_BASE, resourcePaths } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { brands, categories, colors, countries } from '../src/db/schema';
import { dataOf } from './helpers';
import { createCar, useMarketplace } from './marketplace-fixtures';

const { t, f } = useMarketplace();

/** Each catalogue record cars name, a new one made for each test, and what its refusal says. */
const catalogue = [
  {
    name: 'brands',
    insert: () => t.database.db.insert(brands).values({ nameEn: 'Lada', nameAr: 'لادا' }),
    field: 'brandId',
    one: 'This brand is on 1 car; give the car another brand first, or make the brand inactive to hide it',
    two: 'This brand is on 2 cars; give them another brand first, or make the brand inactive to hide it',
    arabic:
      'هذه العلامة التجارية على سيارة واحدة؛ اختر للسيارة علامة أخرى أولًا، أو اجعل العلامة غير نشطة لإخفائها',
  },
  {
    name: 'categories',
    insert: () => t.database.db.insert(categories).values({ nameEn: 'Coupe', nameAr: 'كوبيه' }),
    field: 'categoryId',
    one: 'This category is on 1 car; give the car another category first, or make the category inactive to hide it',
    two: 'This category is on 2 cars; give them another category first, or make the category inactive to hide it',
    arabic:
      'هذه الفئة على سيارة واحدة؛ اختر للسيارة فئة أخرى أولًا، أو اجعل الفئة غير نشطة لإخفائها',
  },
  {
    name: 'colors',
    insert: () =>
      t.database.db.insert(colors).values({ nameEn: 'Teal', nameAr: 'أزرق مخضر', hex: '#008080' }),
    field: 'colorId',
    one: 'This color is on 1 car; give the car another color first',
    two: 'This color is on 2 cars; give them another color first',
    arabic: 'هذا اللون على سيارة واحدة؛ اختر للسيارة لونًا آخر أولًا',
  },
  {
    name: 'countries',
    insert: () =>
      t.database.db.insert(countries).values({ nameEn: 'Korea', nameAr: 'كوريا', code: 'KR' }),
    field: 'countryId',
    one: 'This country is the origin of 1 car; give the car another country first',
    two: 'This country is the origin of 2 cars; give them another country first',
    arabic: 'هذه الدولة منشأ سيارة واحدة؛ اختر للسيارة دولة أخرى أولًا',
  },
] as const;

describe('a catalogue record live cars name', () => {
  for (const entry of catalogue) {
    it(`stays out of the trash while they do (${entry.name}), saying how many, in either language`, async () => {
      const [record] = await entry.insert().returning();
      const id = record!.id;
      const path = `${API_BASE}${resourcePaths[entry.name].root}/${id}`;
      const trash = (language = 'en') =>
        t.as('SA', { method: 'DELETE', url: path, headers: { 'accept-language': language } });
      const cars = [
        await createCar(t, f, { [entry.field]: id }),
        await createCar(t, f, { [entry.field]: id }),
      ];

      const refused = await trash();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        message: entry.two,
        details: { usedBy: { resource: 'cars', field: entry.field, count: 2 } },
      });
      dataOf(await t.as('SA', { method: 'DELETE', url: `${API_BASE}/cars/${cars[0]!.id}` }));
      expect((await trash()).json().message).toBe(entry.one);
      expect((await trash('ar')).json().message).toBe(entry.arabic);
      // Still out of the trash: the record reads as it was.
      expect((await t.as('SA', { method: 'GET', url: path })).json().data).toMatchObject({
        id,
        deletedAt: null,
      });

      // A car in the trash holds nothing back.
      dataOf(await t.as('SA', { method: 'DELETE', url: `${API_BASE}/cars/${cars[1]!.id}` }));
      expect((await trash()).statusCode).toBe(200);
    });
  }
});
