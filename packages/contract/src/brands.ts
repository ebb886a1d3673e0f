import { z } from 'zod';
import { m } from './messages';
import { isActiveField, sortOrderField } from './content-fields';
import {
  arabicText,
  bodyIdSchema,
  fileUrlSchema,
  listQuerySchema,
  queryIdSchema,
  recordSchema,
  requiredText,
  softDeletedSchema,
  updateSchemaOf,
} from './common';

export const brandSchema = recordSchema.extend({
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  logoUrl: z.string().nullable(),
  countryId: z.number().int().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  ...softDeletedSchema.shape,
});
export type Brand = z.infer<typeof brandSchema>;

const brandFields = {
  nameEn: requiredText(80),
  nameAr: arabicText(80),
  logoUrl: fileUrlSchema.nullable().optional(),
  countryId: bodyIdSchema.nullable().optional(),
  isActive: isActiveField.optional(),
  sortOrder: sortOrderField.optional(),
};

export const brandCreateSchema = z.strictObject(brandFields);
export type BrandCreate = z.infer<typeof brandCreateSchema>;

export const brandUpdateSchema = updateSchemaOf(brandCreateSchema);
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;

export const brandSortable = ['id', 'nameEn', 'sortOrder', 'createdAt', 'updatedAt'] as const;
export const brandListQuerySchema = listQuerySchema(brandSortable).extend({
  countryId: queryIdSchema.optional(),
  isActive: z
    .enum(['true', 'false'], { error: m('validation.boolean') })
    .transform((v) => v === 'true')
    .optional(),
});
export type BrandListQuery = z.infer<typeof brandListQuerySchema>;
