import { z } from 'zod';
import { colorsFacts } from './resources/colors';
import { m } from './messages';
import { listQuerySchema, recordSchemaOf, updateSchemaOf } from './common';
import { bilingualNameFields, bilingualNameRow } from './text';

/** `#RRGGBB` in any case, stored upper-cased. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, m('validation.colorHex'))
  .transform((v) => v.toUpperCase());

export const colorSchema = recordSchemaOf({
  ...bilingualNameRow,
  hex: z.string(),
});
export type Color = z.infer<typeof colorSchema>;

export const colorCreateSchema = z.strictObject({
  ...bilingualNameFields(60),
  hex: hexColorSchema,
});
export const colorUpdateSchema = updateSchemaOf(colorCreateSchema);

export const colorListQuerySchema = listQuerySchema(colorsFacts.sorts);
