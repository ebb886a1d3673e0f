import SellOutlined from '@mui/icons-material/SellOutlined';
import { defineResource } from '../../lib/resource/define-resource';
import { column, field } from '../../lib/resource/presets';
import { brandsTranslations } from './i18n';

/** Brands, the reference resource; the country of origin is picked from the countries. */
export const brandsResource = defineResource('brands', {
  strings: brandsTranslations,
  nav: { group: 'vehicles', icon: SellOutlined },
  columns: [
    column.id({ hideBelow: 'sm' }),
    { field: 'logoUrl', kind: 'image', hideBelow: 'sm' },
    ...column.names('name', { arabicBelow: 'lg' }),
    column.active(),
    column.sortOrder({ hideBelow: 'lg' }),
    { field: 'countryId', kind: 'reference', reference: 'countries', hideBelow: 'lg' },
    { field: 'createdAt', kind: 'date', hidden: true },
    column.updatedAt({ hideBelow: 'lg' }),
  ],
  fields: [
    ...field.names('name'),
    { name: 'logoUrl', kind: 'image' },
    field.sortOrder,
    { name: 'countryId', kind: 'reference', reference: 'countries', nullable: true },
    field.active,
  ],
});
