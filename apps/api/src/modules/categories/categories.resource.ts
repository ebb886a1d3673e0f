import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../crud/resource';
import { categories } from '../../db/schema';

export const categoriesResource = defineResource({
  label: 'Category',
  resource: 'categories',
  table: categories,
  schemas: {
    row: categorySchema,
    create: categoryCreateSchema,
    update: categoryUpdateSchema,
    listQuery: categoryListQuerySchema,
  },
  searchColumns: [categories.nameEn, categories.nameAr],
  defaultSort: categories.id,
  constraints: {
    categories_name_en_unique: {
      field: 'nameEn',
      message: 'categories.nameTaken',
    },
  },
});
