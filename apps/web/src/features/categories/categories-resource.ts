import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { activeAndOrderValues, column, field } from '../../lib/resource/presets';
import { categoriesTranslations } from './i18n';

/** Body types (sedan, SUV…): a paged list with an active filter. */
export const categoriesResource = defineResource({
  permission: 'categories',
  strings: categoriesTranslations,
  basePath: '/dashboard/categories',
  nav: { group: 'vehicles', icon: CategoryOutlined },
  screens: {
    list: () => import('./category-list-page'),
    form: () => import('./category-form-page'),
  },
  schemas: {
    row: categorySchema,
    create: categoryCreateSchema,
    update: categoryUpdateSchema,
    listQuery: categoryListQuerySchema,
  },
  title: (category) => category.nameEn,
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    column.id({ hideBelow: 'sm' }),
    { field: 'imageUrl', kind: 'image', hideBelow: 'sm' },
    ...column.names('name', { arabicBelow: 'lg' }),
    column.active(),
    column.sortOrder({ hideBelow: 'lg' }),
    column.updatedAt({ hideBelow: 'lg' }),
  ],
  fields: [
    ...field.names('name'),
    { name: 'imageUrl', kind: 'image' },
    field.sortOrder,
    field.active,
  ],
  emptyValues: { nameEn: '', nameAr: '', imageUrl: null, ...activeAndOrderValues },
});
