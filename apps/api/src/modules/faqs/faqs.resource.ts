import {
  faqCreateSchema,
  faqListQuerySchema,
  faqSchema,
  faqUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../crud/resource';
import { faqs } from '../../db/schema';

export const faqsResource = defineResource({
  label: 'FAQ',
  resource: 'faqs',
  table: faqs,
  schemas: {
    row: faqSchema,
    create: faqCreateSchema,
    update: faqUpdateSchema,
    listQuery: faqListQuerySchema,
  },
  searchColumns: [faqs.questionEn, faqs.questionAr, faqs.answerEn, faqs.answerAr],
  defaultSort: faqs.sortOrder,
});
