import { z } from 'zod';
import { m } from './messages';
import {
  bodyIdSchema,
  listQuerySchema,
  queryIdSchema,
  recordSchema,
  softDeletedSchema,
  versionSchema,
} from './common';

export const adStatuses = ['pending', 'active', 'paused', 'rejected', 'expired'] as const;
export type AdStatus = (typeof adStatuses)[number];
export const adPlacements = ['home', 'featured', 'search_top'] as const;
export type AdPlacement = (typeof adPlacements)[number];

const statusEnum = z.enum(adStatuses, {
  error: m('validation.oneOf', { values: adStatuses.join(', ') }),
});
const placementEnum = z.enum(adPlacements, {
  error: m('validation.oneOf', { values: adPlacements.join(', ') }),
});
const instant = z.iso.datetime({ offset: true, error: m('validation.dateTime') });

export const adSchema = recordSchema.extend({
  carId: z.number().int(),
  /** The car's seller. */
  userId: z.number().int(),
  subscriptionId: z.number().int().nullable(),
  placement: z.enum(adPlacements),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  status: z.enum(adStatuses),
  ...softDeletedSchema.shape,
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
  startsAt: instant.optional(),
  endsAt: instant.optional(),
});
export type AdCreate = z.infer<typeof adCreateSchema>;

export const adUpdateSchema = z.strictObject({
  placement: placementEnum.optional(),
  startsAt: instant.optional(),
  endsAt: instant.optional(),
  version: versionSchema,
});
export type AdUpdate = z.infer<typeof adUpdateSchema>;

export const adStatusSchema = z.strictObject({ status: statusEnum });

export const adSortable = ['createdAt', 'startsAt', 'endsAt'] as const;
export const adListQuerySchema = listQuerySchema(adSortable).extend({
  status: statusEnum.optional(),
  placement: placementEnum.optional(),
  userId: queryIdSchema.optional(),
  carId: queryIdSchema.optional(),
});
export type AdListQuery = z.infer<typeof adListQuerySchema>;
