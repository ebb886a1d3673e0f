import { z } from 'zod';
import { recordSchemaOf, updateSchemaOf } from './common';
import {
  activeFilter,
  bilingualFields,
  bilingualRow,
  displayFields,
  displayRow,
  plainListQuerySchema,
} from './content-fields';

export const faqSchema = recordSchemaOf({
  ...bilingualRow('question'),
  ...bilingualRow('answer'),
  ...displayRow,
});
export type Faq = z.infer<typeof faqSchema>;

export const faqCreateSchema = z.strictObject({
  ...bilingualFields('question', 300),
  ...bilingualFields('answer', 5000),
  ...displayFields,
});
export const faqUpdateSchema = updateSchemaOf(faqCreateSchema);

export const faqSortable = ['sortOrder', 'id', 'questionEn', 'createdAt', 'updatedAt'] as const;
export const faqListQuerySchema = plainListQuerySchema(faqSortable).extend(activeFilter);
