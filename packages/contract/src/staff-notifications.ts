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
