import { defineResource } from '../../crud/resource';
import { faqs } from '../../db/schema';

export const faqsResource = defineResource('faqs', {
  label: 'FAQ',
  table: faqs,
  searchColumns: [faqs.questionEn, faqs.questionAr, faqs.answerEn, faqs.answerAr],
  defaultSort: faqs.sortOrder,
});
