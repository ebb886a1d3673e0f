import { z } from 'zod';
import { m } from './messages';
import {
  arabicText,
  listQuerySchema,
  recordSchema,
  requiredText,
  softDeletedSchema,
  updateSchemaOf,
} from './common';

/** `#RRGGBB` in any case, stored upper-cased. */
export const hexColorSchema = z
  .string({ error: m('validation.required') })
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, m('validation.colorHex'))
  .transform((v) => v.toUpperCase());

export const colorSchema = recordSchema.extend({
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  hex: z.string(),
  ...softDeletedSchema.shape,
});
export type Color = z.infer<typeof colorSchema>;

const colorFields = {
  nameEn: requiredText(60),
  nameAr: arabicText(60),
  hex: hexColorSchema,
};

export const colorCreateSchema = z.strictObject(colorFields);
export type ColorCreate = z.infer<typeof colorCreateSchema>;

export const colorUpdateSchema = updateSchemaOf(colorCreateSchema);
export type ColorUpdate = z.infer<typeof colorUpdateSchema>;

export const colorSortable = ['id', 'nameEn', 'hex', 'createdAt', 'updatedAt'] as const;
export const colorListQuerySchema = listQuerySchema(colorSortable);
export type ColorListQuery = z.infer<typeof colorListQuerySchema>;
