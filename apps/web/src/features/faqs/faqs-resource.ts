import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { defineResource } from '../../lib/resource/define-resource';
import { column, field } from '../../lib/resource/presets';
import { faqsTranslations } from './i18n';

/**
 * The marketplace's frequently asked questions, a plain list in display order; each
 * question and its answer in English and Arabic, side by side on wide screens.
 */
export const faqsResource = defineResource('faqs', {
  strings: faqsTranslations,
  nav: { group: 'content', icon: QuizOutlined },
  title: (faq) => faq.questionEn,
  filters: [{ field: 'isActive', kind: 'boolean' }],
  columns: [
    column.id({ hidden: true }),
    ...column.names('question', { arabicBelow: 'lg', flex: 2 }),
    { field: 'answerEn', kind: 'text', hidden: true },
    column.sortOrder({ hideBelow: 'sm' }),
    column.active({ hideBelow: 'sm' }),
    column.updatedAt({ hideBelow: 'md' }),
  ],
  fields: [
    { name: 'questionEn', kind: 'multiline', span: 'half', required: true, dir: 'ltr' },
    { name: 'questionAr', kind: 'multiline', span: 'half', dir: 'rtl' },
    { name: 'answerEn', kind: 'multiline', span: 'half', required: true, dir: 'ltr' },
    { name: 'answerAr', kind: 'multiline', span: 'half', dir: 'rtl' },
    field.sortOrder,
    field.active,
  ],
});
