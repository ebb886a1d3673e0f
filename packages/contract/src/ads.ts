import { z } from 'zod';
import { adsFacts } from './resources/ads';
import { listQuerySchema, recordSchemaOf, versionSchema } from './common';
import { bodyIdSchema, queryIdSchema } from './numbers';
import { oneOf } from './text';
import { timestampInput, timestampSchema } from './timestamps';
import { adPlacements, adStatuses } from './values';

export type AdStatus = (typeof adStatuses)[number];
export type AdPlacement = (typeof adPlacements)[number];

const statusEnum = oneOf(adStatuses);
const placementEnum = oneOf(adPlacements);

export const adSchema = recordSchemaOf({
  carId: z.number().int(),
  /** The car's seller. */
  userId: z.number().int(),
  subscriptionId: z.number().int().nullable(),
  placement: z.enum(adPlacements),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  status: z.enum(adStatuses),
});
export type Ad = z.infer<typeof adSchema>;

/**
 * The seller is the car's. `startsAt` defaults to now; `endsAt` to the subscription's end,
 * and is required without one.
 */
export const adCreateSchema = z.strictObject({
  carId: bodyIdSchema,
  subscriptionId: bodyIdSchema.nullable().optional(),
  placement: placementEnum,
  startsAt: timestampInput.optional(),
  endsAt: timestampInput.optional(),
});

export const adUpdateSchema = z.strictObject({
  placement: placementEnum.optional(),
  startsAt: timestampInput.optional(),
  endsAt: timestampInput.optional(),
  version: versionSchema,
});

export const adStatusSchema = z.strictObject({ status: statusEnum });

export const adListQuerySchema = listQuerySchema(adsFacts.sorts).extend({
  status: statusEnum.optional(),
  placement: placementEnum.optional(),
  userId: queryIdSchema.optional(),
  carId: queryIdSchema.optional(),
});
