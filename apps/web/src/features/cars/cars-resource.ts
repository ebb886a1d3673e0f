import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import { carCreateSchema, carSchema, carStatuses, carUpdateSchema } from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { createResourceApi } from '../../lib/resource/resource-api';
import { carsTranslations } from './i18n';

/**
 * The cars sellers list: search, a status filter and a seller filter, both read from the
 * URL (`?status=`, `?userId=`). A list only; no form here.
 */
export const carsResource = defineResource({
  permission: 'cars',
  namespace: 'cars',
  strings: carsTranslations,
  basePath: '/dashboard/cars',
  nav: { group: 'vehicles', icon: DirectionsCarOutlined },
  screens: { list: () => import('./car-list-page') },
  api: createResourceApi({
    queryKey: 'cars',
    listPath: '/cars/',
    root: '/cars',
    row: carSchema,
  }),
  schemas: { create: carCreateSchema, update: carUpdateSchema },
  title: (car) => car.title,
  filters: [
    { field: 'status', kind: 'tabs', options: carStatuses },
    { field: 'userId', kind: 'reference', reference: 'sellers' },
  ],
  columns: [
    { field: 'id', kind: 'id', hidden: true },
    { field: 'title', kind: 'text', flex: 2 },
    { field: 'brandId', kind: 'reference', reference: 'brands', hideBelow: 'lg' },
    { field: 'year', kind: 'number', sortable: true, hideBelow: 'md' },
    { field: 'price', kind: 'money', sortable: true, hideBelow: 'sm' },
    {
      field: 'status',
      kind: 'status',
      colors: {
        pending: 'warning',
        published: 'success',
        rejected: 'error',
        sold: 'info',
        archived: 'default',
      },
    },
    { field: 'userId', kind: 'reference', reference: 'sellers', hideBelow: 'lg' },
    { field: 'createdAt', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  fields: [],
  emptyValues: {
    title: '',
    brandId: 0,
    model: '',
    categoryId: 0,
    year: 0,
    price: 0,
    transmission: 'automatic',
    fuel: 'petrol',
    userId: 0,
  },
});
