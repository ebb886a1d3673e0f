import { z } from 'zod';
import {
  arabicText,
  recordSchema,
  requiredText,
  softDeletedSchema,
  updateSchemaOf,
} from './common';
import { isActiveField, isActiveFilter, plainListQuerySchema } from './content-fields';
import { countryCodeSchema } from './iso-codes';

export const countrySchema = recordSchema.extend({
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  code: z.string(),
  isActive: z.boolean(),
  ...softDeletedSchema.shape,
});
export type Country = z.infer<typeof countrySchema>;

const countryFields = {
  nameEn: requiredText(80),
  nameAr: arabicText(80),
  code: countryCodeSchema,
  isActive: isActiveField.optional(),
};

export const countryCreateSchema = z.strictObject(countryFields);
export type CountryCreate = z.infer<typeof countryCreateSchema>;

export const countryUpdateSchema = updateSchemaOf(countryCreateSchema);
export type CountryUpdate = z.infer<typeof countryUpdateSchema>;

export const countrySortable = ['nameEn', 'code', 'id', 'createdAt', 'updatedAt'] as const;
/** The whole list (a plain list), by English name unless told otherwise. */
export const countryListQuerySchema = plainListQuerySchema(countrySortable).extend({
  isActive: isActiveFilter.optional(),
});
export type CountryListQuery = z.infer<typeof countryListQuerySchema>;
