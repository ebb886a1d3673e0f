import TopicOutlined from '@mui/icons-material/TopicOutlined';
import { defineResource } from '../../lib/resource/define-resource';
import { column, field } from '../../lib/resource/presets';
import { contactSubjectsTranslations } from './i18n';

/**
 * What a customer picks on the marketplace's contact form, a plain list in display order;
 * the spec names its create and edit pages `addSubject` and `editSubject/:id`.
 */
export const contactSubjectsResource = defineResource('subjects', {
  strings: contactSubjectsTranslations,
  basePath: '/dashboard/contactus/subject',
  paths: {
    create: '/dashboard/contactus/addSubject',
    edit: '/dashboard/contactus/editSubject/:id',
  },
  nav: { group: 'content', icon: TopicOutlined },
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    column.id({ hideBelow: 'sm' }),
    ...column.names('name', { arabicBelow: 'md', flex: 1 }),
    column.sortOrder({ hideBelow: 'sm' }),
    column.active(),
    { field: 'createdAt', kind: 'date', hideBelow: 'lg' },
  ],
  fields: [...field.names('name'), field.sortOrder, field.active],
});
