import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import {
  colorCreateSchema,
  colorListQuerySchema,
  colorSchema,
  colorUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { createResourceApi } from '../../lib/resource/resource-api';
import { colorsTranslations } from './i18n';

/** Car colours: a name and a `#RRGGBB` swatch. */
export const colorsResource = defineResource({
  permission: 'colors',
  namespace: 'colors',
  strings: colorsTranslations,
  basePath: '/dashboard/colors',
  nav: { group: 'vehicles', icon: PaletteOutlined },
  screens: { list: () => import('./color-list-page'), form: () => import('./color-form-page') },
  api: createResourceApi({ resource: 'colors', row: colorSchema }),
  schemas: {
    create: colorCreateSchema,
    update: colorUpdateSchema,
    listQuery: colorListQuerySchema,
  },
  title: (color) => color.nameEn,
  columns: [
    { field: 'id', kind: 'id', sortable: true, hideBelow: 'sm' },
    { field: 'hex', kind: 'color', sortable: true },
    { field: 'nameEn', kind: 'text', sortable: true },
    { field: 'nameAr', kind: 'text', dir: 'rtl', hideBelow: 'md' },
    { field: 'updatedAt', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  fields: [
    { name: 'nameEn', kind: 'text', required: true, dir: 'ltr', autoFocus: true },
    { name: 'nameAr', kind: 'text', dir: 'rtl' },
    { name: 'hex', kind: 'color', required: true },
  ],
  emptyValues: { nameEn: '', nameAr: '', hex: '#FFFFFF' },
});
