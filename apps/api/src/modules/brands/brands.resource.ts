import { brands } from '../../db/schema';
import { defineResource } from '../../crud/resource';

export const brandsResource = defineResource('brands', {
  label: 'Brand',
  table: brands,
  searchColumns: [brands.nameEn, brands.nameAr],
  defaultSort: brands.id,
  refusals: { nameEn: 'brands.nameTaken', countryId: 'refs.country' },
});
