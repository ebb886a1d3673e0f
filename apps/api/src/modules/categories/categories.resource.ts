import { defineResource } from '../../crud/resource';
import { categories } from '../../db/schema';

export const categoriesResource = defineResource('categories', {
  label: 'Category',
  table: categories,
  searchColumns: [categories.nameEn, categories.nameAr],
  defaultSort: categories.id,
  constraints: {
    categories_name_en_unique: {
      field: 'nameEn',
      message: 'categories.nameTaken',
    },
  },
});
