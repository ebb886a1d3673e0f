import { z } from 'zod';
import {
  bilingualNameFields,
  bilingualNameRow,
  displayFields,
  displayRow,
  activeFilter,
} from './content-fields';
import {
  bodyIdSchema,
  fileUrlSchema,
  listQuerySchema,
  queryIdSchema,
  recordSchema,
  softDeletedSchema,
  updateSchemaOf,
} from './common';

export const brandSchema = recordSchema.extend({
  ...bilingualNameRow,
  logoUrl: z.string().nullable(),
  countryId: z.number().int().nullable(),
  ...displayRow,
  ...softDeletedSchema.shape,
});
export type Brand = z.infer<typeof brandSchema>;

export const brandCreateSchema = z.strictObject({
  ...bilingualNameFields(80),
  logoUrl: fileUrlSchema.nullable().optional(),
  countryId: bodyIdSchema.nullable().optional(),
  ...displayFields,
});
export const brandUpdateSchema = updateSchemaOf(brandCreateSchema);

export const brandSortable = ['id', 'nameEn', 'sortOrder', 'createdAt', 'updatedAt'] as const;
export const brandListQuerySchema = listQuerySchema(brandSortable).extend({
  countryId: queryIdSchema.optional(),
  ...activeFilter,
});
