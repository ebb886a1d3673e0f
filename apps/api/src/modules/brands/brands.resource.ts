import { brands } from '../../db/schema';
import { defineResource } from '../../crud/resource';

export const brandsResource = defineResource('brands', {
  table: brands,
  searchColumns: [brands.nameEn, brands.nameAr],
  refusals: { nameEn: 'brands.nameTaken', countryId: 'refs.country' },
});
