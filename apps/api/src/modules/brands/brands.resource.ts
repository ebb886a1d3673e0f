import { brands } from '../../db/schema';
import { defineResource } from '../../crud/resource';

export const brandsResource = defineResource('brands', {
  label: 'Brand',
  table: brands,
  searchColumns: [brands.nameEn, brands.nameAr],
  defaultSort: brands.id,
  constraints: {
    brands_name_en_unique: {
      field: 'nameEn',
      message: 'brands.nameTaken',
    },
    brands_country_id_countries_id_fk: {
      field: 'countryId',
      message: 'refs.country',
    },
  },
});
