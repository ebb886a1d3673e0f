import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import {
  packCreateSchema,
  packListQuerySchema,
  packSchema,
  packUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { createResourceApi } from '../../lib/resource/resource-api';
import { packagesTranslations } from './i18n';

/**
 * The packages a seller can buy (the API's packs): price in minor units, duration in days,
 * how many ads and featured ads. A new package is priced in the default currency (AED).
 */
export const packagesResource = defineResource({
  permission: 'packs',
  namespace: 'packages',
  strings: packagesTranslations,
  basePath: '/dashboard/packages',
  nav: { group: 'marketplace', icon: Inventory2Outlined },
  screens: {
    list: () => import('./package-list-page'),
    form: () => import('./package-form-page'),
  },
  api: createResourceApi({ resource: 'packs', row: packSchema }),
  schemas: { create: packCreateSchema, update: packUpdateSchema, listQuery: packListQuerySchema },
  title: (pack) => pack.nameEn,
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    { field: 'id', kind: 'id', hidden: true },
    { field: 'nameEn', kind: 'text', sortable: true },
    { field: 'nameAr', kind: 'text', dir: 'rtl', hideBelow: 'lg' },
    { field: 'price', kind: 'money', sortable: true },
    { field: 'durationDays', kind: 'number', sortable: true, hideBelow: 'sm' },
    { field: 'adsLimit', kind: 'number', hideBelow: 'md' },
    { field: 'featuredAdsLimit', kind: 'number', hideBelow: 'lg' },
    { field: 'isActive', kind: 'boolean', hideBelow: 'sm' },
    { field: 'sortOrder', kind: 'number', sortable: true, hideBelow: 'lg' },
    { field: 'updatedAt', kind: 'date', sortable: true, hidden: true },
  ],
  fields: [
    { name: 'nameEn', kind: 'text', required: true, dir: 'ltr', autoFocus: true },
    { name: 'nameAr', kind: 'text', dir: 'rtl' },
    { name: 'descriptionEn', kind: 'multiline', dir: 'ltr', span: 'full' },
    { name: 'descriptionAr', kind: 'multiline', dir: 'rtl', span: 'full' },
    { name: 'price', kind: 'money', currency: 'AED', required: true },
    { name: 'durationDays', kind: 'number', required: true },
    { name: 'adsLimit', kind: 'number', required: true },
    { name: 'featuredAdsLimit', kind: 'number' },
    { name: 'sortOrder', kind: 'number' },
    { name: 'isActive', kind: 'switch' },
  ],
  emptyValues: {
    nameEn: '',
    nameAr: '',
    descriptionEn: '',
    descriptionAr: '',
    price: 0,
    durationDays: 30,
    adsLimit: 1,
    featuredAdsLimit: 0,
    sortOrder: 0,
    isActive: true,
  },
});
