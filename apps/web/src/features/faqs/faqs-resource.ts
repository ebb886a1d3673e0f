import QuizOutlined from '@mui/icons-material/QuizOutlined';
import {
  faqCreateSchema,
  faqListQuerySchema,
  faqSchema,
  faqUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../lib/resource/define-resource';
import { createResourceApi } from '../../lib/resource/resource-api';
import { faqsTranslations } from './i18n';

/**
 * The marketplace's frequently asked questions, a plain list in display order; each
 * question and its answer in English and Arabic, side by side on wide screens.
 */
export const faqsResource = defineResource({
  permission: 'faqs',
  namespace: 'faqs',
  strings: faqsTranslations,
  basePath: '/dashboard/faqs',
  nav: { group: 'content', icon: QuizOutlined },
  screens: {
    list: () => import('./faq-list-page'),
    form: () => import('./faq-form-page'),
  },
  api: createResourceApi({ resource: 'faqs', row: faqSchema }),
  schemas: { create: faqCreateSchema, update: faqUpdateSchema, listQuery: faqListQuerySchema },
  title: (faq) => faq.questionEn,
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    { field: 'id', kind: 'id', sortable: true, hidden: true },
    { field: 'questionEn', kind: 'text', sortable: true, flex: 2 },
    { field: 'questionAr', kind: 'text', dir: 'rtl', hideBelow: 'lg', flex: 2 },
    { field: 'answerEn', kind: 'text', hidden: true },
    { field: 'sortOrder', kind: 'number', sortable: true, hideBelow: 'sm' },
    { field: 'isActive', kind: 'boolean', hideBelow: 'sm' },
    { field: 'updatedAt', kind: 'date', sortable: true, hideBelow: 'md' },
  ],
  fields: [
    { name: 'questionEn', kind: 'multiline', span: 'half', required: true, dir: 'ltr' },
    { name: 'questionAr', kind: 'multiline', span: 'half', dir: 'rtl' },
    { name: 'answerEn', kind: 'multiline', span: 'half', required: true, dir: 'ltr' },
    { name: 'answerAr', kind: 'multiline', span: 'half', dir: 'rtl' },
    { name: 'sortOrder', kind: 'number' },
    { name: 'isActive', kind: 'switch' },
  ],
  emptyValues: {
    questionEn: '',
    questionAr: '',
    answerEn: '',
    answerAr: '',
    sortOrder: 0,
    isActive: true,
  },
});
