import {
  faqCreateSchema,
  faqListQuerySchema,
  faqSchema,
  faqUpdateSchema,
} from '@showroom/contract';
import { defineResource, equalsIfGiven } from '../../crud/resource';
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
  sortColumns: {
    sortOrder: faqs.sortOrder,
    id: faqs.id,
    questionEn: faqs.questionEn,
    createdAt: faqs.createdAt,
    updatedAt: faqs.updatedAt,
  },
  defaultSort: faqs.sortOrder,
  filters: (query) => [equalsIfGiven(faqs.isActive, query.isActive)],
});
