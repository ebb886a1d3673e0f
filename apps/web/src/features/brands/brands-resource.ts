import SellOutlined from '@mui/icons-material/SellOutlined';
import {
  brandCreateSchema,
  brandListQuerySchema,
  brandSchema,
  brandUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { createResourceApi } from '../../lib/resource/resource-api';
import { brandsTranslations } from './i18n';

export const brandsApi = createResourceApi({ resource: 'brands', row: brandSchema });

/** Brands, the reference resource; the country of origin is picked from the countries. */
export const brandsResource = defineResource({
  permission: 'brands',
  namespace: 'brands',
  strings: brandsTranslations,
  basePath: '/dashboard/brands',
  nav: { group: 'vehicles', icon: SellOutlined },
  screens: {
    list: () => import('./brand-list-page'),
    form: () => import('./brand-form-page'),
  },
  api: brandsApi,
  schemas: {
    create: brandCreateSchema,
    update: brandUpdateSchema,
    listQuery: brandListQuerySchema,
  },
  title: (brand) => brand.nameEn,
  columns: [
    { field: 'id', kind: 'id', sortable: true, hideBelow: 'sm' },
    { field: 'logoUrl', kind: 'image', hideBelow: 'sm' },
    { field: 'nameEn', kind: 'text', sortable: true },
    { field: 'nameAr', kind: 'text', dir: 'rtl', hideBelow: 'lg' },
    { field: 'isActive', kind: 'boolean' },
    { field: 'sortOrder', kind: 'number', sortable: true, hideBelow: 'lg' },
    { field: 'countryId', kind: 'reference', reference: 'countries', hideBelow: 'lg' },
    { field: 'createdAt', kind: 'date', sortable: true, hidden: true },
    { field: 'updatedAt', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  fields: [
    { name: 'nameEn', kind: 'text', required: true, dir: 'ltr', autoFocus: true },
    { name: 'nameAr', kind: 'text', dir: 'rtl' },
    { name: 'logoUrl', kind: 'image' },
    { name: 'sortOrder', kind: 'number' },
    { name: 'countryId', kind: 'reference', reference: 'countries', nullable: true },
    { name: 'isActive', kind: 'switch' },
  ],
  emptyValues: {
    nameEn: '',
    nameAr: '',
    logoUrl: null,
    countryId: null,
    isActive: true,
    sortOrder: 0,
  },
});
