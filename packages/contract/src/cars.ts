import { z } from 'zod';
import { carsFacts } from './resources/cars';
import { m } from './messages';
import { listQuerySchema, recordSchemaOf, versionSchema } from './common';
import { priceFields, priceRow } from './currency';
import { bodyIdSchema, MAX_ID, queryIdSchema, queryIntSchema, wholeNumber } from './numbers';
import { bilingualNameRow, oneOf, optionalText, requiredText } from './text';
import { timestampSchema, relativeTimeQuery } from './timestamps';
import { fileUrlSchema } from './uploads';
import { carConditions, carFuels, carStatuses, carTransmissions, MAX_CAR_IMAGES } from './values';

export type CarStatus = (typeof carStatuses)[number];

export const MIN_CAR_YEAR = 1950;
/** Next year's models go on sale this year. */
export const latestCarYear = () => new Date().getUTCFullYear() + 1;

/** `0` is how the web app says "no seller filter" (the spec's cars list state). */
const optionalUserFilter = queryIntSchema(0, MAX_ID, { max: m('validation.tooLarge') })
  .transform((v) => (v === 0 ? undefined : v))
  .optional();

const queryInt = (min: number, max: number) => queryIntSchema(min, max).optional();

export const carSchema = recordSchemaOf({
  title: z.string(),
  description: z.string().nullable(),
  brandId: z.number().int(),
  model: z.string(),
  categoryId: z.number().int(),
  colorId: z.number().int().nullable(),
  year: z.number().int(),
  ...priceRow,
  mileageKm: z.number().int(),
  condition: z.enum(carConditions),
  transmission: z.enum(carTransmissions),
  fuel: z.enum(carFuels),
  engineCapacityCc: z.number().int().nullable(),
  cylinders: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  city: z.string().nullable(),
  images: z.array(z.string()),
  userId: z.number().int(),
  status: z.enum(carStatuses),
  rejectionReason: z.string().nullable(),
  isFeatured: z.boolean(),
  viewsCount: z.number().int(),
});
export type Car = z.infer<typeof carSchema>;

const named = z.object({ id: z.number().int(), ...bilingualNameRow });

export const carOfferSchema = z.object({
  id: z.number().int(),
  createdAt: timestampSchema,
  amount: z.number().int(),
  message: z.string().nullable(),
  status: z.string(),
  buyer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
});

/** `GET /cars/:id`: the car with everything its details page shows. */
export const carDetailsSchema = carSchema.extend({
  seller: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    kind: z.string(),
  }),
  brand: named.extend({ logoUrl: z.string().nullable() }),
  category: named,
  color: named.extend({ hex: z.string() }).nullable(),
  country: named.extend({ code: z.string() }).nullable(),
  /** The latest offers first (at most 100); `offerCount` counts them all. */
  offers: z.array(carOfferSchema),
  offerCount: z.number().int(),
});
export type CarDetails = z.infer<typeof carDetailsSchema>;

const carYear = z
  .number({ error: m('validation.number') })
  .int(m('validation.wholeNumber'))
  .min(MIN_CAR_YEAR, m('validation.carYear', { min: MIN_CAR_YEAR }))
  .refine((year) => year <= latestCarYear(), {
    error: () => m('validation.carYearLatest', { max: latestCarYear() }),
  });

const carFields = {
  title: requiredText(120),
  description: optionalText(5000),
  brandId: bodyIdSchema,
  model: requiredText(60),
  categoryId: bodyIdSchema,
  colorId: bodyIdSchema.nullable().optional(),
  year: carYear,
  ...priceFields,
  mileageKm: wholeNumber(0, 3_000_000).optional(),
  condition: oneOf(carConditions).optional(),
  transmission: oneOf(carTransmissions),
  fuel: oneOf(carFuels),
  engineCapacityCc: wholeNumber(50, 10_000).nullable().optional(),
  cylinders: wholeNumber(1, 16).nullable().optional(),
  countryId: bodyIdSchema.nullable().optional(),
  city: optionalText(80),
  images: z
    .array(fileUrlSchema, { error: m('validation.imageList') })
    .max(MAX_CAR_IMAGES, m('validation.maxImages', { max: MAX_CAR_IMAGES }))
    .refine((urls) => new Set(urls).size === urls.length, m('validation.sameImage'))
    .optional(),
  userId: bodyIdSchema,
  isFeatured: z.boolean({ error: m('validation.boolean') }).optional(),
};

export const carCreateSchema = z.strictObject({
  ...carFields,
  /** Staff may list a car straight away; otherwise it waits for review. */
  status: oneOf(['pending', 'published']).optional(),
});

const {
  title,
  brandId,
  model,
  categoryId,
  year,
  price,
  transmission,
  fuel,
  userId,
  ...optionalCarFields
} = carFields;
export const carUpdateSchema = z.strictObject({
  ...optionalCarFields,
  title: title.optional(),
  brandId: brandId.optional(),
  model: model.optional(),
  categoryId: categoryId.optional(),
  year: year.optional(),
  price: price.optional(),
  transmission: transmission.optional(),
  fuel: fuel.optional(),
  userId: userId.optional(),
  version: versionSchema,
});

export const carStatusSchema = z
  .strictObject({
    status: oneOf(carStatuses),
    reason: optionalText(500),
  })
  .refine((body) => body.status !== 'rejected' || Boolean(body.reason), {
    path: ['reason'],
    error: m('cars.rejectReason'),
  });
export type CarStatusChange = z.infer<typeof carStatusSchema>;

export const carListQuerySchema = listQuerySchema(carsFacts.sorts)
  .extend({
    userId: optionalUserFilter,
    status: oneOf(carStatuses).optional(),
    brandId: queryIdSchema.optional(),
    categoryId: queryIdSchema.optional(),
    yearFrom: queryInt(MIN_CAR_YEAR, 9999),
    yearTo: queryInt(MIN_CAR_YEAR, 9999),
    priceFrom: queryInt(0, Number.MAX_SAFE_INTEGER),
    priceTo: queryInt(0, Number.MAX_SAFE_INTEGER),
    /** Put on sale before a moment relative to now: `-48h`, waiting over 48 hours (ADR 053). */
    createdBefore: relativeTimeQuery.optional(),
  })
  .refine((q) => q.yearFrom === undefined || q.yearTo === undefined || q.yearFrom <= q.yearTo, {
    path: ['yearTo'],
    error: m('validation.yearRange'),
  })
  .refine((q) => q.priceFrom === undefined || q.priceTo === undefined || q.priceFrom <= q.priceTo, {
    path: ['priceTo'],
    error: m('validation.priceRange'),
  });
