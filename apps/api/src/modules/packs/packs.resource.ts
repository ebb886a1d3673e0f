import {
  packCreateSchema,
  packListQuerySchema,
  packSchema,
  packUpdateSchema,
} from '@showroom/contract';
import { defineResource, equalsIfGiven } from '../../crud/resource';
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
  sortColumns: {
    sortOrder: packs.sortOrder,
    nameEn: packs.nameEn,
    price: packs.price,
    durationDays: packs.durationDays,
    createdAt: packs.createdAt,
    updatedAt: packs.updatedAt,
  },
  defaultSort: packs.createdAt,
  filters: (query) => [equalsIfGiven(packs.isActive, query.isActive)],
  constraints: {
    packs_name_en_unique: {
      field: 'nameEn',
      message: 'packs.nameTaken',
    },
  },
  prepare: preparePack,
});
