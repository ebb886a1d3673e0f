import { z } from 'zod';
import {
  arabicText,
  recordSchema,
  requiredText,
  softDeletedSchema,
  updateSchemaOf,
} from './common';
import { activeFilter, displayFields, displayRow, plainListQuerySchema } from './content-fields';

export const faqSchema = recordSchema.extend({
  questionEn: z.string(),
  questionAr: z.string().nullable(),
  answerEn: z.string(),
  answerAr: z.string().nullable(),
  ...displayRow,
  ...softDeletedSchema.shape,
});
export type Faq = z.infer<typeof faqSchema>;

export const faqCreateSchema = z.strictObject({
  questionEn: requiredText(300),
  questionAr: arabicText(300),
  answerEn: requiredText(5000),
  answerAr: arabicText(5000),
  ...displayFields,
});
export const faqUpdateSchema = updateSchemaOf(faqCreateSchema);

export const faqSortable = ['sortOrder', 'id', 'questionEn', 'createdAt', 'updatedAt'] as const;
export const faqListQuerySchema = plainListQuerySchema(faqSortable).extend(activeFilter);
