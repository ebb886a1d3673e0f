import {
  colorCreateSchema,
  colorListQuerySchema,
  colorSchema,
  colorUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../crud/resource';
import { colors } from '../../db/schema';

export const colorsResource = defineResource({
  label: 'Color',
  resource: 'colors',
  table: colors,
  schemas: {
    row: colorSchema,
    create: colorCreateSchema,
    update: colorUpdateSchema,
    listQuery: colorListQuerySchema,
  },
  // The code is searchable too: staff type "#C0" to find silvers.
  searchColumns: [colors.nameEn, colors.nameAr, colors.hex],
  defaultSort: colors.id,
  constraints: {
    colors_name_en_unique: {
      field: 'nameEn',
      message: 'colors.nameTaken',
    },
  },
});
