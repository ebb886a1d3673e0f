import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { defineResource } from '../../lib/resource/define-resource';
import { column, field } from '../../lib/resource/presets';
import { packagesTranslations } from './i18n';

/**
 * The packages a seller can buy: price in minor units, duration in days,
 * how many ads and featured ads. A new package is priced in the default currency (AED).
 */
export const packagesResource = defineResource('packages', {
  strings: packagesTranslations,
  basePath: '/dashboard/packages',
  nav: { group: 'marketplace', icon: Inventory2Outlined },
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    column.id({ hidden: true }),
    ...column.names('name', { arabicBelow: 'lg' }),
    { field: 'price', kind: 'money' },
    { field: 'durationDays', kind: 'number', hideBelow: 'sm' },
    { field: 'adsLimit', kind: 'number', hideBelow: 'md' },
    { field: 'featuredAdsLimit', kind: 'number', hideBelow: 'lg' },
    column.active({ hideBelow: 'sm' }),
    column.sortOrder({ hideBelow: 'lg' }),
    column.updatedAt({ hidden: true }),
  ],
  fields: [
    ...field.names('name'),
    { name: 'descriptionEn', kind: 'multiline', dir: 'ltr', span: 'full' },
    { name: 'descriptionAr', kind: 'multiline', dir: 'rtl', span: 'full' },
    { name: 'price', kind: 'money', currency: 'AED', required: true, initial: 0 },
    { name: 'durationDays', kind: 'number', required: true, initial: 30 },
    { name: 'adsLimit', kind: 'number', required: true, initial: 1 },
    { name: 'featuredAdsLimit', kind: 'number' },
    field.sortOrder,
    field.active,
  ],
});
