import { z } from 'zod';
import { countriesFacts } from './resources/countries';
import { plainListQuerySchema, recordSchemaOf, updateSchemaOf } from './common';
import { activeFilter, isActiveField } from './display-fields';
import { bilingualNameFields, bilingualNameRow, codeOf } from './text';
import { countryCodes } from './iso-codes';
import { m } from './messages';

/** A country code in any case, stored upper-cased. */
export const countryCodeSchema = codeOf(countryCodes, m('validation.countryCode'));

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

/** The whole list (a plain list), by English name unless told otherwise. */
export const countryListQuerySchema = plainListQuerySchema(countriesFacts.sorts).extend(
  activeFilter,
);
