import { defineResource } from '../../crud/resource';
import { packages } from '../../db/schema';
import { preparePackage } from './packages.service';

export const packagesResource = defineResource('packages', {
  table: packages,
  searchColumns: [packages.nameEn, packages.nameAr],
  refusals: { nameEn: 'packages.nameTaken' },
  prepare: preparePackage,
});
