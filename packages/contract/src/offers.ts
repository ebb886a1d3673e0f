import { z } from 'zod';
import { offersFacts } from './resources/offers';
import { listQuerySchema, recordSchemaOf, versionSchema } from './common';
import { minorUnits } from './currency';
import { bodyIdSchema, queryIdSchema } from './numbers';
import { oneOf, optionalText } from './text';
import { offerStatuses } from './values';

export type OfferStatus = (typeof offerStatuses)[number];

const statusEnum = oneOf(offerStatuses);

export const offerSchema = recordSchemaOf({
  carId: z.number().int(),
  buyerId: z.number().int(),
  /** In minor units of the car's currency. */
  amount: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(offerStatuses),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerCreateSchema = z.strictObject({
  carId: bodyIdSchema,
  buyerId: bodyIdSchema,
  amount: minorUnits({ min: 1 }),
  message: optionalText(1000),
});

export const offerUpdateSchema = z.strictObject({
  amount: minorUnits({ min: 1 }).optional(),
  message: optionalText(1000),
  version: versionSchema,
});

export const offerStatusSchema = z.strictObject({ status: statusEnum });
export type OfferStatusChange = z.infer<typeof offerStatusSchema>;

export const offerListQuerySchema = listQuerySchema(offersFacts.sorts).extend({
  carId: queryIdSchema.optional(),
  buyerId: queryIdSchema.optional(),
  status: statusEnum.optional(),
});
