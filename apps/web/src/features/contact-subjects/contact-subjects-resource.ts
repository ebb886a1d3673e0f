import TopicOutlined from '@mui/icons-material/TopicOutlined';
import {
  contactSubjectCreateSchema,
  contactSubjectListQuerySchema,
  contactSubjectSchema,
  contactSubjectUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { createResourceApi } from '../../lib/resource/resource-api';
import { contactSubjectsTranslations } from './i18n';

/**
 * What a customer picks on the marketplace's contact form, a plain list in display order;
 * the spec names its create and edit pages `addSubject` and `editSubject/:id`.
 */
export const contactSubjectsResource = defineResource({
  permission: 'subjects',
  namespace: 'contactSubjects',
  strings: contactSubjectsTranslations,
  basePath: '/dashboard/contactus/subject',
  paths: {
    create: '/dashboard/contactus/addSubject',
    edit: '/dashboard/contactus/editSubject/:id',
  },
  nav: { group: 'content', icon: TopicOutlined },
  screens: {
    list: () => import('./contact-subject-list-page'),
    form: () => import('./contact-subject-form-page'),
  },
  api: createResourceApi({ resource: 'subjects', row: contactSubjectSchema }),
  schemas: {
    create: contactSubjectCreateSchema,
    update: contactSubjectUpdateSchema,
    listQuery: contactSubjectListQuerySchema,
  },
  title: (subject) => subject.nameEn,
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    { field: 'id', kind: 'id', sortable: true, hideBelow: 'sm' },
    { field: 'nameEn', kind: 'text', sortable: true, flex: 1 },
    { field: 'nameAr', kind: 'text', dir: 'rtl', hideBelow: 'md', flex: 1 },
    { field: 'sortOrder', kind: 'number', sortable: true, hideBelow: 'sm' },
    { field: 'isActive', kind: 'boolean' },
    { field: 'createdAt', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  fields: [
    { name: 'nameEn', kind: 'text', required: true, dir: 'ltr', autoFocus: true },
    { name: 'nameAr', kind: 'text', dir: 'rtl' },
    { name: 'sortOrder', kind: 'number' },
    { name: 'isActive', kind: 'switch' },
  ],
  emptyValues: { nameEn: '', nameAr: '', sortOrder: 0, isActive: true },
});
