import { z } from 'zod';
import {
  arabicText,
  fileUrlSchema,
  listQuerySchema,
  recordSchema,
  requiredText,
  softDeletedSchema,
  updateSchemaOf,
} from './common';
import { isActiveField, isActiveFilter, sortOrderField } from './content-fields';

/** A body type: sedan, SUV, … */
export const categorySchema = recordSchema.extend({
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  ...softDeletedSchema.shape,
});
export type Category = z.infer<typeof categorySchema>;

const categoryFields = {
  nameEn: requiredText(80),
  nameAr: arabicText(80),
  imageUrl: fileUrlSchema.nullable().optional(),
  isActive: isActiveField.optional(),
  sortOrder: sortOrderField.optional(),
};

export const categoryCreateSchema = z.strictObject(categoryFields);
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

export const categoryUpdateSchema = updateSchemaOf(categoryCreateSchema);
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const categorySortable = ['id', 'nameEn', 'sortOrder', 'createdAt', 'updatedAt'] as const;
export const categoryListQuerySchema = listQuerySchema(categorySortable).extend({
  isActive: isActiveFilter.optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
