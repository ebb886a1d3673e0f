import { defineCrudResource } from '../../crud/resource';
import { cars, colors } from '../../db/schema';

export const colorsResource = defineCrudResource('colors', {
  table: colors,
  // The code is searchable too: staff type "#C0" to find silvers.
  searchColumns: [colors.nameEn, colors.nameAr, colors.hex],
  found: { title: colors.nameEn, titleAr: colors.nameAr, detail: colors.hex },
  constraintMessages: { nameEn: 'colors.nameTaken' },
  inUseBy: [
    { resource: 'cars', column: cars.colorId, one: 'colors.inUseOne', many: 'colors.inUse' },
  ],
});
