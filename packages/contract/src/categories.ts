import { z } from 'zod';
import { categoriesFacts } from './resources/categories';
import { listQuerySchema, recordSchemaOf, updateSchemaOf } from './common';
import { activeFilter, displayFields, displayRow } from './display-fields';
import { bilingualNameFields, bilingualNameRow } from './text';
import { fileUrlSchema } from './uploads';

/** A body type: sedan, SUV, … */
export const categorySchema = recordSchemaOf({
  ...bilingualNameRow,
  imageUrl: z.string().nullable(),
  ...displayRow,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryCreateSchema = z.strictObject({
  ...bilingualNameFields(80),
  imageUrl: fileUrlSchema.nullable().optional(),
  ...displayFields,
});
export const categoryUpdateSchema = updateSchemaOf(categoryCreateSchema);

export const categoryListQuerySchema = listQuerySchema(categoriesFacts.sorts).extend(activeFilter);
