import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import {
  bannerCreateSchema,
  bannerListQuerySchema,
  bannerSchema,
  bannerUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { createResourceApi } from '../../lib/resource/resource-api';
import { bannersTranslations } from './i18n';

/**
 * The marketplace's home-page slides (the spec's slides), a plain list in display order: a picture, a link, a bilingual title and the dates it is shown between.
 */
export const bannersResource = defineResource({
  permission: 'banners',
  namespace: 'banners',
  strings: bannersTranslations,
  basePath: '/dashboard/banners',
  nav: { group: 'content', icon: ViewCarouselOutlined },
  screens: {
    list: () => import('./banner-list-page'),
    form: () => import('./banner-form-page'),
  },
  api: createResourceApi({ resource: 'banners', row: bannerSchema }),
  schemas: {
    create: bannerCreateSchema,
    update: bannerUpdateSchema,
    listQuery: bannerListQuerySchema,
  },
  title: (banner) => banner.titleEn,
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    { field: 'id', kind: 'id', sortable: true, hidden: true },
    { field: 'imageUrl', kind: 'image', hideBelow: 'sm' },
    { field: 'titleEn', kind: 'text', sortable: true, flex: 1 },
    { field: 'titleAr', kind: 'text', dir: 'rtl', hideBelow: 'lg', flex: 1 },
    { field: 'linkUrl', kind: 'text', hideBelow: 'lg' },
    { field: 'sortOrder', kind: 'number', sortable: true, hideBelow: 'sm' },
    { field: 'isActive', kind: 'boolean', hideBelow: 'sm' },
    { field: 'startsAt', kind: 'date', sortable: true, hideBelow: 'md' },
    { field: 'endsAt', kind: 'date', sortable: true, hideBelow: 'md' },
    { field: 'createdAt', kind: 'date', sortable: true, hidden: true },
  ],
  fields: [
    { name: 'titleEn', kind: 'text', required: true, dir: 'ltr', autoFocus: true },
    { name: 'titleAr', kind: 'text', dir: 'rtl' },
    { name: 'imageUrl', kind: 'image', required: true },
    { name: 'linkUrl', kind: 'text', dir: 'ltr', nullable: true, span: 'full' },
    { name: 'startsAt', kind: 'datetime' },
    { name: 'endsAt', kind: 'datetime' },
    { name: 'sortOrder', kind: 'number' },
    { name: 'isActive', kind: 'switch' },
  ],
  emptyValues: {
    titleEn: '',
    titleAr: '',
    imageUrl: null,
    linkUrl: null,
    startsAt: null,
    endsAt: null,
    sortOrder: 0,
    isActive: true,
  },
});
