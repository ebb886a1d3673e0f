import { defineCrudResource } from '../../crud/resource';
import { packages } from '../../db/schema';
import { preparePackage } from './packages.service';

export const packagesResource = defineCrudResource('packages', {
  table: packages,
  searchColumns: [packages.nameEn, packages.nameAr],
  found: { title: packages.nameEn, titleAr: packages.nameAr },
  constraintMessages: { nameEn: 'packages.nameTaken' },
  prepare: preparePackage,
});
