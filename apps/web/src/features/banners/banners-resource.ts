import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import { defineResource } from '../../lib/resource/define-resource';
import { column, field } from '../../lib/resource/presets';
import { bannersTranslations } from './i18n';

/**
 * The marketplace's home-page slides (the spec's slides), a plain list in display order: a picture, a link, a bilingual title and the dates it is shown between.
 */
export const bannersResource = defineResource('banners', {
  strings: bannersTranslations,
  nav: { group: 'content', icon: ViewCarouselOutlined },
  title: (banner) => banner.titleEn,
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    column.id({ hidden: true }),
    { field: 'imageUrl', kind: 'image', hideBelow: 'sm' },
    ...column.names('title', { arabicBelow: 'lg', flex: 1 }),
    { field: 'linkUrl', kind: 'text', hideBelow: 'lg' },
    column.sortOrder({ hideBelow: 'sm' }),
    column.active({ hideBelow: 'sm' }),
    { field: 'startsAt', kind: 'date', hideBelow: 'md' },
    { field: 'endsAt', kind: 'date', hideBelow: 'md' },
    { field: 'createdAt', kind: 'date', hidden: true },
  ],
  fields: [
    ...field.names('title'),
    { name: 'imageUrl', kind: 'image', required: true },
    { name: 'linkUrl', kind: 'text', dir: 'ltr', nullable: true, span: 'full' },
    { name: 'startsAt', kind: 'datetime' },
    { name: 'endsAt', kind: 'datetime' },
    field.sortOrder,
    field.active,
  ],
});
