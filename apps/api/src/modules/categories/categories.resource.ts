import { defineCrudResource } from '../../crud/resource';
import { cars, categories } from '../../db/schema';

export const categoriesResource = defineCrudResource('categories', {
  table: categories,
  searchColumns: [categories.nameEn, categories.nameAr],
  found: { title: categories.nameEn, titleAr: categories.nameAr },
  constraintMessages: { nameEn: 'categories.nameTaken' },
  inUseBy: [
    {
      resource: 'cars',
      column: cars.categoryId,
      one: 'categories.inUseOne',
      many: 'categories.inUse',
    },
  ],
});
