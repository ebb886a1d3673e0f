import PublicOutlined from '@mui/icons-material/PublicOutlined';
import {
  countryCreateSchema,
  countryListQuerySchema,
  countrySchema,
  countryUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { createResourceApi } from '../../lib/resource/resource-api';
import { countriesTranslations } from './i18n';

/** Countries of origin: a plain (unpaged) list the API answers whole. */
export const countriesResource = defineResource({
  permission: 'countries',
  namespace: 'countries',
  strings: countriesTranslations,
  basePath: '/dashboard/countries',
  nav: { group: 'vehicles', icon: PublicOutlined },
  screens: {
    list: () => import('./country-list-page'),
    form: () => import('./country-form-page'),
  },
  api: createResourceApi({ resource: 'countries', row: countrySchema }),
  schemas: {
    create: countryCreateSchema,
    update: countryUpdateSchema,
    listQuery: countryListQuerySchema,
  },
  title: (country) => country.nameEn,
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    { field: 'id', kind: 'id', sortable: true, hideBelow: 'sm' },
    { field: 'code', kind: 'code', sortable: true },
    { field: 'nameEn', kind: 'text', sortable: true },
    { field: 'nameAr', kind: 'text', dir: 'rtl', hideBelow: 'md' },
    { field: 'isActive', kind: 'boolean', hideBelow: 'sm' },
    { field: 'updatedAt', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  fields: [
    { name: 'nameEn', kind: 'text', required: true, dir: 'ltr', autoFocus: true },
    { name: 'nameAr', kind: 'text', dir: 'rtl' },
    { name: 'code', kind: 'text', required: true, dir: 'ltr' },
    { name: 'isActive', kind: 'switch' },
  ],
  emptyValues: { nameEn: '', nameAr: '', code: '', isActive: true },
});
