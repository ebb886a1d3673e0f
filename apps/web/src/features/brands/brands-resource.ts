import SellOutlined from '@mui/icons-material/SellOutlined';
import {
  brandCreateSchema,
  brandListQuerySchema,
  brandSchema,
  brandUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { activeAndOrderValues, column, field } from '../../lib/resource/presets';
import { brandsTranslations } from './i18n';

/** Brands, the reference resource; the country of origin is picked from the countries. */
export const brandsResource = defineResource({
  permission: 'brands',
  strings: brandsTranslations,
  basePath: '/dashboard/brands',
  nav: { group: 'vehicles', icon: SellOutlined },
  screens: {
    list: () => import('./brand-list-page'),
    form: () => import('./brand-form-page'),
  },
  schemas: {
    row: brandSchema,
    create: brandCreateSchema,
    update: brandUpdateSchema,
    listQuery: brandListQuerySchema,
  },
  title: (brand) => brand.nameEn,
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
  emptyValues: { nameEn: '', nameAr: '', logoUrl: null, countryId: null, ...activeAndOrderValues },
});
