import { defineCrudResource } from '../../crud/resource';
import { brands, cars, countries } from '../../db/schema';

export const countriesResource = defineCrudResource('countries', {
  table: countries,
  searchColumns: [countries.nameEn, countries.nameAr, countries.code],
  found: { title: countries.nameEn, titleAr: countries.nameAr, detail: countries.code },
  constraintMessages: { code: 'countries.codeTaken', nameEn: 'countries.nameTaken' },
  // Brands and cars keep their country when it goes to the trash, so a country still in use
  // stays out of it: staff move those brands and cars first (inactive brands too, since they
  // can come back).
  inUseBy: [
    {
      resource: 'brands',
      column: brands.countryId,
      one: 'countries.inUseOne',
      many: 'countries.inUse',
    },
    {
      resource: 'cars',
      column: cars.countryId,
      one: 'countries.carsInUseOne',
      many: 'countries.carsInUse',
    },
  ],
});
