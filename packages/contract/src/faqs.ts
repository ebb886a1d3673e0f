import { z } from 'zod';
import { faqsFacts } from './resources/faqs';
import { plainListQuerySchema, recordSchemaOf, updateSchemaOf } from './common';
import { activeFilter, displayFields, displayRow } from './display-fields';
import { bilingualFields, bilingualRow } from './text';

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

export const faqListQuerySchema = plainListQuerySchema(faqsFacts.sorts).extend(activeFilter);
