import { defineResource } from '../../crud/resource';
import { packs } from '../../db/schema';
import { preparePack } from './packs.service';

export const packsResource = defineResource('packs', {
  label: 'Pack',
  table: packs,
  searchColumns: [packs.nameEn, packs.nameAr],
  defaultSort: packs.createdAt,
  refusals: { nameEn: 'packs.nameTaken' },
  prepare: preparePack,
});
