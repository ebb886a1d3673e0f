import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { defineResource } from '../../lib/resource/define-resource';
import { column, field } from '../../lib/resource/presets';
import { categoriesTranslations } from './i18n';

/** Body types (sedan, SUV…): a paged list with an active filter. */
export const categoriesResource = defineResource('categories', {
  strings: categoriesTranslations,
  nav: { group: 'vehicles', icon: CategoryOutlined },
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
});
