import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import {
  colorCreateSchema,
  colorListQuerySchema,
  colorSchema,
  colorUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { column, field } from '../../lib/resource/presets';
import { colorsTranslations } from './i18n';

/** Car colours: a name and a `#RRGGBB` swatch. */
export const colorsResource = defineResource({
  permission: 'colors',
  strings: colorsTranslations,
  basePath: '/dashboard/colors',
  nav: { group: 'vehicles', icon: PaletteOutlined },
  screens: { list: () => import('./color-list-page'), form: () => import('./color-form-page') },
  schemas: {
    row: colorSchema,
    create: colorCreateSchema,
    update: colorUpdateSchema,
    listQuery: colorListQuerySchema,
  },
  title: (color) => color.nameEn,
  columns: [
    column.id({ hideBelow: 'sm' }),
    { field: 'hex', kind: 'color' },
    ...column.names('name', { arabicBelow: 'md' }),
    column.updatedAt({ hideBelow: 'lg' }),
  ],
  fields: [...field.names('name'), { name: 'hex', kind: 'color', required: true }],
  emptyValues: { nameEn: '', nameAr: '', hex: '#FFFFFF' },
});
