import {
  brandCreateSchema,
  brandListQuerySchema,
  brandSchema,
  brandUpdateSchema,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema';
import { defineResource } from '../../crud/resource';

export const brandsResource = defineResource({
  label: 'Brand',
  resource: 'brands',
  table: brands,
  schemas: {
    row: brandSchema,
    create: brandCreateSchema,
    update: brandUpdateSchema,
    listQuery: brandListQuerySchema,
  },
  searchColumns: [brands.nameEn, brands.nameAr],
  sortColumns: {
    id: brands.id,
    nameEn: brands.nameEn,
    sortOrder: brands.sortOrder,
    createdAt: brands.createdAt,
    updatedAt: brands.updatedAt,
  },
  defaultSort: brands.id,
  filters: (query) => [
    query.countryId === undefined ? undefined : eq(brands.countryId, query.countryId),
    query.isActive === undefined ? undefined : eq(brands.isActive, query.isActive),
  ],
  constraints: {
    brands_name_en_unique: {
      field: 'nameEn',
      message: 'A brand with this English name already exists',
    },
    brands_country_id_countries_id_fk: {
      field: 'countryId',
      message: 'This country does not exist',
    },
  },
});
