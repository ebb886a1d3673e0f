import { z } from 'zod';
import { plainListQuerySchema, recordSchemaOf, updateSchemaOf } from './common';
import { activeFilter, isActiveField } from './display-fields';
import { bilingualNameFields, bilingualNameRow } from './text';
import { countryCodeSchema } from './iso-codes';

export const countrySchema = recordSchemaOf({
  ...bilingualNameRow,
  code: z.string(),
  isActive: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const countryCreateSchema = z.strictObject({
  ...bilingualNameFields(80),
  code: countryCodeSchema,
  isActive: isActiveField.optional(),
});
export const countryUpdateSchema = updateSchemaOf(countryCreateSchema);

export const countrySortable = ['nameEn', 'code', 'id', 'createdAt', 'updatedAt'] as const;
/** The whole list (a plain list), by English name unless told otherwise. */
export const countryListQuerySchema = plainListQuerySchema(countrySortable).extend(activeFilter);
