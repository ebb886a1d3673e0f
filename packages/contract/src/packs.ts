import { z } from 'zod';
import { m } from './messages';
import {
  arabicText,
  listQuerySchema,
  optionalText,
  recordSchema,
  requiredText,
  softDeletedSchema,
  updateSchemaOf,
} from './common';
import { minorUnits } from './currency';
import { currencyCodeSchema } from './iso-codes';

export const packSchema = recordSchema.extend({
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  price: z.number().int(),
  currency: z.string(),
  durationDays: z.number().int(),
  adsLimit: z.number().int(),
  featuredAdsLimit: z.number().int(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  ...softDeletedSchema.shape,
});
export type Pack = z.infer<typeof packSchema>;

const count = (max: number) =>
  z
    .number({ error: m('validation.number') })
    .int(m('validation.wholeNumber'))
    .min(0, m('validation.atLeast', { min: 0 }))
    .max(max, m('validation.atMost', { max: max }));

const packFields = {
  nameEn: requiredText(80),
  nameAr: arabicText(80),
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
  isActive: z.boolean({ error: m('validation.boolean') }).optional(),
  sortOrder: count(100_000).optional(),
};

export const packCreateSchema = z.strictObject(packFields);
export type PackCreate = z.infer<typeof packCreateSchema>;

export const packUpdateSchema = updateSchemaOf(packCreateSchema);
export type PackUpdate = z.infer<typeof packUpdateSchema>;

export const packSortable = [
  'sortOrder',
  'nameEn',
  'price',
  'durationDays',
  'createdAt',
  'updatedAt',
] as const;
export const packListQuerySchema = listQuerySchema(packSortable).extend({
  isActive: z
    .enum(['true', 'false'], { error: m('validation.boolean') })
    .transform((v) => v === 'true')
    .optional(),
});
export type PackListQuery = z.infer<typeof packListQuerySchema>;
