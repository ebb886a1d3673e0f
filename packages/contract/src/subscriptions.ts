import { z } from 'zod';
import { subscriptionsFacts } from './resources/subscriptions';
import { listQuerySchema, recordSchemaOf, versionSchema } from './common';
import { bodyIdSchema, queryIdSchema } from './numbers';
import { oneOf } from './text';
import { timestampInput, timestampSchema, relativeTimeQuery } from './timestamps';
import { subscriptionStatuses } from './values';

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const statusEnum = oneOf(subscriptionStatuses);

export const subscriptionSchema = recordSchemaOf({
  userId: z.number().int(),
  packId: z.number().int(),
  status: z.enum(subscriptionStatuses),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  /** The pack's price when subscribed, in minor units of `currency`. */
  pricePaid: z.number().int(),
  currency: z.string(),
  adsUsed: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The price, currency and end date come from the pack. */
export const subscriptionCreateSchema = z.strictObject({
  userId: bodyIdSchema,
  packId: bodyIdSchema,
  /** Defaults to now. */
  startsAt: timestampInput.optional(),
});

/** Staff may only extend an active subscription. */
export const subscriptionUpdateSchema = z.strictObject({
  endsAt: timestampInput,
  version: versionSchema,
});

export const subscriptionStatusSchema = z.strictObject({ status: statusEnum });

export const subscriptionListQuerySchema = listQuerySchema(subscriptionsFacts.sorts).extend({
  userId: queryIdSchema.optional(),
  packId: queryIdSchema.optional(),
  status: statusEnum.optional(),
  /** Ending before a moment relative to now: `+7d`, within the coming week (ADR 053). */
  endsBefore: relativeTimeQuery.optional(),
});
