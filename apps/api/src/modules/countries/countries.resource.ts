import { msg } from '@showroom/contract';
import { defineCrudResource } from '../../crud/resource';
import { countries } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { countBrandsFrom } from '../brands';

export const countriesResource = defineCrudResource('countries', {
  table: countries,
  searchColumns: [countries.nameEn, countries.nameAr, countries.code],
  found: { title: countries.nameEn, titleAr: countries.nameAr, detail: countries.code },
  constraintMessages: { code: 'countries.codeTaken', nameEn: 'countries.nameTaken' },
  // Brands keep their country when it goes to the trash, so a country still in use stays
  // out of it: staff move those brands first (inactive ones too, since they can come back).
  beforeChange: async ({ action, current, tx }) => {
    if (action !== 'delete') return;
    const used = await countBrandsFrom(tx, current.id);
    if (used === 0) return;
    throw new AppError(
      'CONFLICT',
      used === 1 ? 'countries.inUseOne' : msg('countries.inUse', { count: used }),
      { usedBy: { resource: 'brands', field: 'countryId', count: used } },
    );
  },
});
