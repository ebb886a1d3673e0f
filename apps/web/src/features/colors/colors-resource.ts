import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { defineResource } from '../../lib/resource/define-resource';
import { column, field } from '../../lib/resource/presets';
import { colorsTranslations } from './i18n';

/** Car colours: a name and a `#RRGGBB` swatch. */
export const colorsResource = defineResource('colors', {
  strings: colorsTranslations,
  nav: { group: 'vehicles', icon: PaletteOutlined },
  columns: [
    column.id({ hideBelow: 'sm' }),
    { field: 'hex', kind: 'color' },
    ...column.names('name', { arabicBelow: 'md' }),
    column.updatedAt({ hideBelow: 'lg' }),
  ],
  fields: [
    ...field.names('name'),
    { name: 'hex', kind: 'color', required: true, initial: '#FFFFFF' },
  ],
});
