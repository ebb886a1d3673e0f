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

export const subscriptionStatuses = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const statusEnum = z.enum(subscriptionStatuses, {
  error: m('validation.oneOf', { values: subscriptionStatuses.join(', ') }),
});
const instant = z.iso.datetime({ offset: true, error: m('validation.dateTime') });

export const subscriptionSchema = recordSchema.extend({
  userId: z.number().int(),
  packId: z.number().int(),
  status: z.enum(subscriptionStatuses),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** The pack's price when subscribed, in minor units of `currency`. */
  pricePaid: z.number().int(),
  currency: z.string(),
  adsUsed: z.number().int(),
  ...softDeletedSchema.shape,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The price, currency and end date come from the pack. */
export const subscriptionCreateSchema = z.strictObject({
  userId: bodyIdSchema,
  packId: bodyIdSchema,
  /** Defaults to now. */
  startsAt: instant.optional(),
});
export type SubscriptionCreate = z.infer<typeof subscriptionCreateSchema>;

/** Staff may only extend an active subscription. */
export const subscriptionUpdateSchema = z.strictObject({
  endsAt: instant,
  version: versionSchema,
});
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

export const subscriptionStatusSchema = z.strictObject({ status: statusEnum });

export const subscriptionSortable = ['createdAt', 'startsAt', 'endsAt', 'pricePaid'] as const;
export const subscriptionListQuerySchema = listQuerySchema(subscriptionSortable).extend({
  userId: queryIdSchema.optional(),
  packId: queryIdSchema.optional(),
  status: statusEnum.optional(),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;
