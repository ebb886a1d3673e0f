import { defineResource } from '../../crud/resource';
import { categories } from '../../db/schema';

export const categoriesResource = defineResource('categories', {
  label: 'Category',
  table: categories,
  searchColumns: [categories.nameEn, categories.nameAr],
  defaultSort: categories.id,
  refusals: { nameEn: 'categories.nameTaken' },
});
