import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
} from '@showroom/contract';
import { defineResource, equalsIfGiven } from '../../crud/resource';
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
  sortColumns: {
    id: categories.id,
    nameEn: categories.nameEn,
    sortOrder: categories.sortOrder,
    createdAt: categories.createdAt,
    updatedAt: categories.updatedAt,
  },
  defaultSort: categories.id,
  filters: (query) => [equalsIfGiven(categories.isActive, query.isActive)],
  constraints: {
    categories_name_en_unique: {
      field: 'nameEn',
      message: 'categories.nameTaken',
    },
  },
});
