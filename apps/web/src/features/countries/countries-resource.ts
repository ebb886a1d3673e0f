import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { defineResource } from '../../lib/resource/define-resource';
import { column, field } from '../../lib/resource/presets';
import { countriesTranslations } from './i18n';

/** Countries of origin: a plain (unpaged) list the API answers whole. */
export const countriesResource = defineResource('countries', {
  strings: countriesTranslations,
  nav: { group: 'vehicles', icon: PublicOutlined },
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    column.id({ hideBelow: 'sm' }),
    { field: 'code', kind: 'code' },
    ...column.names('name', { arabicBelow: 'md' }),
    column.active({ hideBelow: 'sm' }),
    column.updatedAt({ hideBelow: 'lg' }),
  ],
  fields: [
    ...field.names('name'),
    { name: 'code', kind: 'text', required: true, dir: 'ltr' },
    field.active,
  ],
});
