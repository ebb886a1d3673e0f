import { z } from 'zod';
import { packagesFacts } from './resources/packages';
import { listQuerySchema, recordSchemaOf, updateSchemaOf } from './common';
import { priceFields, priceRow } from './currency';
import { activeFilter, displayFields, displayRow } from './display-fields';
import { wholeNumber } from './numbers';
import { arabicText, bilingualNameFields, bilingualNameRow, optionalText } from './text';

export const packageSchema = recordSchemaOf({
  ...bilingualNameRow,
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  ...priceRow,
  durationDays: z.number().int(),
  adsLimit: z.number().int(),
  featuredAdsLimit: z.number().int(),
  ...displayRow,
});
export type Package = z.infer<typeof packageSchema>;

export const packageCreateSchema = z.strictObject({
  ...bilingualNameFields(80),
  descriptionEn: optionalText(2000),
  descriptionAr: arabicText(2000),
  ...priceFields,
  durationDays: wholeNumber(1, 3650),
  adsLimit: wholeNumber(0, 10_000),
  /** Of the ads allowed, how many may use the featured placement. */
  featuredAdsLimit: wholeNumber(0, 10_000).optional(),
  ...displayFields,
});

export const packageUpdateSchema = updateSchemaOf(packageCreateSchema);

export const packageListQuerySchema = listQuerySchema(packagesFacts.sorts).extend(activeFilter);
