import {
  countryCreateSchema,
  countryListQuerySchema,
  countrySchema,
  countryUpdateSchema,
} from '@showroom/contract';
import { defineResource, equalsIfGiven } from '../../crud/resource';
import { countries } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { countBrandsFrom } from '../brands';

export const countriesResource = defineResource({
  label: 'Country',
  resource: 'countries',
  table: countries,
  schemas: {
    row: countrySchema,
    create: countryCreateSchema,
    update: countryUpdateSchema,
    listQuery: countryListQuerySchema,
  },
  searchColumns: [countries.nameEn, countries.nameAr, countries.code],
  sortColumns: {
    nameEn: countries.nameEn,
    code: countries.code,
    id: countries.id,
    createdAt: countries.createdAt,
    updatedAt: countries.updatedAt,
  },
  defaultSort: countries.nameEn,
  filters: (query) => [equalsIfGiven(countries.isActive, query.isActive)],
  constraints: {
    countries_code_unique: {
      field: 'code',
      message: 'A country with this code already exists',
    },
    countries_name_en_unique: {
      field: 'nameEn',
      message: 'A country with this English name already exists',
    },
  },
  // Brands keep their country when it goes to the trash, so a country still in use stays
  // out of it: staff move those brands first (inactive ones too, since they can come back).
  beforeChange: async ({ action, current, tx }) => {
    if (action !== 'delete') return;
    const used = await countBrandsFrom(tx, current.id);
    if (used === 0) return;
    throw new AppError(
      'CONFLICT',
      `This country is the origin of ${used} ${used === 1 ? 'brand' : 'brands'}; move ${used === 1 ? 'it' : 'them'} to another country first`,
      { usedBy: { resource: 'brands', field: 'countryId', count: used } },
    );
  },
});
