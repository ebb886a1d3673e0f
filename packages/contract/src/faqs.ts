import { z } from 'zod';
import {
  arabicText,
  recordSchema,
  requiredText,
  softDeletedSchema,
  updateSchemaOf,
} from './common';
import {
  isActiveField,
  isActiveFilter,
  plainListQuerySchema,
  sortOrderField,
} from './content-fields';

export const faqSchema = recordSchema.extend({
  questionEn: z.string(),
  questionAr: z.string().nullable(),
  answerEn: z.string(),
  answerAr: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  ...softDeletedSchema.shape,
});
export type Faq = z.infer<typeof faqSchema>;

const faqFields = {
  questionEn: requiredText(300),
  questionAr: arabicText(300),
  answerEn: requiredText(5000),
  answerAr: arabicText(5000),
  sortOrder: sortOrderField.optional(),
  isActive: isActiveField.optional(),
};

export const faqCreateSchema = z.strictObject(faqFields);
export type FaqCreate = z.infer<typeof faqCreateSchema>;

export const faqUpdateSchema = updateSchemaOf(faqCreateSchema);
export type FaqUpdate = z.infer<typeof faqUpdateSchema>;

export const faqSortable = ['sortOrder', 'id', 'questionEn', 'createdAt', 'updatedAt'] as const;
export const faqListQuerySchema = plainListQuerySchema(faqSortable).extend({
  isActive: isActiveFilter.optional(),
});
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;
