import { z } from 'zod';
import { brandsFacts } from './resources/brands';
import { listQuerySchema, recordSchemaOf, updateSchemaOf } from './common';
import { activeFilter, displayFields, displayRow } from './display-fields';
import { bodyIdSchema, queryIdSchema } from './numbers';
import { bilingualNameFields, bilingualNameRow } from './text';
import { fileUrlSchema } from './uploads';

export const brandSchema = recordSchemaOf({
  ...bilingualNameRow,
  logoUrl: z.string().nullable(),
  countryId: z.number().int().nullable(),
  ...displayRow,
});
export type Brand = z.infer<typeof brandSchema>;

export const brandCreateSchema = z.strictObject({
  ...bilingualNameFields(80),
  logoUrl: fileUrlSchema.nullable().optional(),
  countryId: bodyIdSchema.nullable().optional(),
  ...displayFields,
});
export const brandUpdateSchema = updateSchemaOf(brandCreateSchema);

export const brandListQuerySchema = listQuerySchema(brandsFacts.sorts).extend({
  countryId: queryIdSchema.optional(),
  ...activeFilter,
});
