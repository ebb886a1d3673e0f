import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { createResourceApi } from '../../lib/resource/resource-api';
import { categoriesTranslations } from './i18n';

/** Body types (sedan, SUV…): a paged list with an active filter. */
export const categoriesResource = defineResource({
  permission: 'categories',
  namespace: 'categories',
  strings: categoriesTranslations,
  basePath: '/dashboard/categories',
  nav: { group: 'vehicles', icon: CategoryOutlined },
  screens: {
    list: () => import('./category-list-page'),
    form: () => import('./category-form-page'),
  },
  api: createResourceApi({ resource: 'categories', row: categorySchema }),
  schemas: {
    create: categoryCreateSchema,
    update: categoryUpdateSchema,
    listQuery: categoryListQuerySchema,
  },
  title: (category) => category.nameEn,
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    { field: 'id', kind: 'id', sortable: true, hideBelow: 'sm' },
    { field: 'imageUrl', kind: 'image', hideBelow: 'sm' },
    { field: 'nameEn', kind: 'text', sortable: true },
    { field: 'nameAr', kind: 'text', dir: 'rtl', hideBelow: 'lg' },
    { field: 'isActive', kind: 'boolean' },
    { field: 'sortOrder', kind: 'number', sortable: true, hideBelow: 'lg' },
    { field: 'updatedAt', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  fields: [
    { name: 'nameEn', kind: 'text', required: true, dir: 'ltr', autoFocus: true },
    { name: 'nameAr', kind: 'text', dir: 'rtl' },
    { name: 'imageUrl', kind: 'image' },
    { name: 'sortOrder', kind: 'number' },
    { name: 'isActive', kind: 'switch' },
  ],
  emptyValues: { nameEn: '', nameAr: '', imageUrl: null, isActive: true, sortOrder: 0 },
});
