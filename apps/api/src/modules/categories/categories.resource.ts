import { defineResource } from '../../crud/resource';
import { categories } from '../../db/schema';

export const categoriesResource = defineResource('categories', {
  table: categories,
  searchColumns: [categories.nameEn, categories.nameAr],
  refusals: { nameEn: 'categories.nameTaken' },
});
