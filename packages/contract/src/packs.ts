import { z } from 'zod';
import { m } from './messages';
import {
  arabicText,
  listQuerySchema,
  optionalText,
  recordSchema,
  softDeletedSchema,
  updateSchemaOf,
} from './common';
import { minorUnits } from './currency';
import { currencyCodeSchema } from './iso-codes';
import {
  activeFilter,
  bilingualNameFields,
  bilingualNameRow,
  displayFields,
  displayRow,
} from './content-fields';

export const packSchema = recordSchema.extend({
  ...bilingualNameRow,
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  price: z.number().int(),
  currency: z.string(),
  durationDays: z.number().int(),
  adsLimit: z.number().int(),
  featuredAdsLimit: z.number().int(),
  ...displayRow,
  ...softDeletedSchema.shape,
});
export type Pack = z.infer<typeof packSchema>;

const count = (max: number) =>
  z
    .number({ error: m('validation.number') })
    .int(m('validation.wholeNumber'))
    .min(0, m('validation.atLeast', { min: 0 }))
    .max(max, m('validation.atMost', { max: max }));

export const packCreateSchema = z.strictObject({
  ...bilingualNameFields(80),
  descriptionEn: optionalText(2000),
  descriptionAr: arabicText(2000),
  price: minorUnits({ min: 0 }),
  currency: currencyCodeSchema.optional(),
  durationDays: z
    .number({ error: m('validation.number') })
    .int(m('validation.wholeNumber'))
    .min(1, m('validation.atLeastN', { min: 1 }))
    .max(3650, m('validation.atMost', { max: 3650 })),
  adsLimit: count(10_000),
  /** Of the ads allowed, how many may use the featured placement. */
  featuredAdsLimit: count(10_000).optional(),
  ...displayFields,
});

export const packUpdateSchema = updateSchemaOf(packCreateSchema);

export const packSortable = [
  'sortOrder',
  'nameEn',
  'price',
  'durationDays',
  'createdAt',
  'updatedAt',
] as const;
export const packListQuerySchema = listQuerySchema(packSortable).extend(activeFilter);
