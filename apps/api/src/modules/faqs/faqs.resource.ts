import { defineCrudResource } from '../../crud/resource';
import { faqs } from '../../db/schema';

export const faqsResource = defineCrudResource('faqs', {
  table: faqs,
  searchColumns: [faqs.questionEn, faqs.questionAr, faqs.answerEn, faqs.answerAr],
  found: { title: faqs.questionEn, titleAr: faqs.questionAr },
});
