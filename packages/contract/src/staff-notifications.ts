import { z } from 'zod';
import { recordSchema } from './common';

/** An entry of the staff bell (the template's notification shape, from the real API). */
export const staffNotificationSchema = recordSchema.extend({
  heading: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  icon: z.object({ name: z.string(), color: z.string() }),
  path: z.string().nullable(),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type StaffNotification = z.infer<typeof staffNotificationSchema>;

export const staffNotificationListSchema = z.object({
  count: z.number().int(),
  unread: z.number().int(),
  rows: z.array(staffNotificationSchema),
});
export type StaffNotificationList = z.infer<typeof staffNotificationListSchema>;

// The live events stream (`LIVE_EVENTS_PATH`, in `constants.ts`) and what it carries.

/** Sidebar counts; only those the reader may see are present. */
export const liveBadgesSchema = z.object({
  pendingCars: z.number().int().optional(),
  openQueries: z.number().int().optional(),
});
export type LiveBadges = z.infer<typeof liveBadgesSchema>;

export const liveEndReasons = ['session', 'expired', 'shutdown', 'slow'] as const;
export type LiveEndReason = (typeof liveEndReasons)[number];

export const liveEventSchemas = {
  ready: z.object({ badges: liveBadgesSchema }),
  bell: z.object({}),
  badges: liveBadgesSchema,
  end: z.object({ reason: z.enum(liveEndReasons) }),
  /** The reader's role, or what their role may do, changed: read the signed-in admin again. */
  access: z.object({}),
} as const;
export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEvent = {
  [Name in LiveEventName]: { event: Name; data: z.infer<(typeof liveEventSchemas)[Name]> };
}[LiveEventName];
