import { brands, cars } from '../../db/schema';
import { defineCrudResource } from '../../crud/resource';

export const brandsResource = defineCrudResource('brands', {
  table: brands,
  searchColumns: [brands.nameEn, brands.nameAr],
  found: { title: brands.nameEn, titleAr: brands.nameAr },
  constraintMessages: { nameEn: 'brands.nameTaken', countryId: 'refs.country' },
  // The key finds a country in the trash too; a brand names only a live one.
  liveReferences: { countryId: 'refs.country' },
  // Cars keep their brand when it goes to the trash, so a brand on live cars stays out of it.
  inUseBy: [
    { resource: 'cars', column: cars.brandId, one: 'brands.inUseOne', many: 'brands.inUse' },
  ],
});
