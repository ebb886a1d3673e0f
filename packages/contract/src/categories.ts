import { z } from 'zod';
import {
  fileUrlSchema,
  listQuerySchema,
  recordSchema,
  softDeletedSchema,
  updateSchemaOf,
} from './common';
import {
  activeFilter,
  bilingualNameFields,
  bilingualNameRow,
  displayFields,
  displayRow,
} from './content-fields';

/** A body type: sedan, SUV, … */
export const categorySchema = recordSchema.extend({
  ...bilingualNameRow,
  imageUrl: z.string().nullable(),
  ...displayRow,
  ...softDeletedSchema.shape,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryCreateSchema = z.strictObject({
  ...bilingualNameFields(80),
  imageUrl: fileUrlSchema.nullable().optional(),
  ...displayFields,
});
export const categoryUpdateSchema = updateSchemaOf(categoryCreateSchema);

export const categorySortable = ['id', 'nameEn', 'sortOrder', 'createdAt', 'updatedAt'] as const;
export const categoryListQuerySchema = listQuerySchema(categorySortable).extend(activeFilter);
