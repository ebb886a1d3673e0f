import { defineResource } from '../../crud/resource';
import { packs } from '../../db/schema';
import { preparePack } from './packs.service';

export const packsResource = defineResource('packs', {
  table: packs,
  searchColumns: [packs.nameEn, packs.nameAr],
  refusals: { nameEn: 'packs.nameTaken' },
  prepare: preparePack,
});
