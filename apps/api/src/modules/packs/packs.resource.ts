import {
  packCreateSchema,
  packListQuerySchema,
  packSchema,
  packUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../crud/resource';
import { packs } from '../../db/schema';
import { preparePack } from './packs.service';

export const packsResource = defineResource({
  label: 'Pack',
  resource: 'packs',
  table: packs,
  schemas: {
    row: packSchema,
    create: packCreateSchema,
    update: packUpdateSchema,
    listQuery: packListQuerySchema,
  },
  searchColumns: [packs.nameEn, packs.nameAr],
  defaultSort: packs.createdAt,
  constraints: {
    packs_name_en_unique: {
      field: 'nameEn',
      message: 'packs.nameTaken',
    },
  },
  prepare: preparePack,
});
