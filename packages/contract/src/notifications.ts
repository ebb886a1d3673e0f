import { z } from 'zod';
import { notificationsFacts } from './resources/notifications';
import { m } from './messages';
import { acrossFields, listQuerySchema, recordSchemaOf, versionSchema } from './common';
import { bilingualFields, bilingualRow, oneOf } from './text';
import { dateTimeInputLike, timestampSchema } from './timestamps';
import { notificationAudiences, notificationStatuses } from './values';

export type NotificationAudience = (typeof notificationAudiences)[number];

export type NotificationStatus = (typeof notificationStatuses)[number];

/** A general notification to marketplace users (not the staff bell). */
export const notificationSchema = recordSchemaOf({
  ...bilingualRow('title'),
  ...bilingualRow('body'),
  audience: z.enum(notificationAudiences),
  status: z.enum(notificationStatuses),
  scheduledAt: timestampSchema.nullable(),
  sentAt: timestampSchema.nullable(),
  recipientsCount: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationFields = {
  ...bilingualFields('title', 120),
  ...bilingualFields('body', 1000),
  audience: oneOf(notificationAudiences),
  /** When to send it (in the future); null or left out keeps it a draft. */
  scheduledAt: dateTimeInputLike('2026-12-01T09:00:00Z').nullable().optional(),
};

/** A notification is sent at a time or right away, not both. */
const timeOrNow = (n: { sendNow?: boolean; scheduledAt?: Date | null }) =>
  !(n.sendNow && n.scheduledAt);
const bothTimeAndNow = acrossFields(['sendNow', 'scheduledAt'], {
  path: ['scheduledAt'],
  message: m('notifications.timeOrNow'),
});

export const notificationCreateSchema = z
  .strictObject({
    ...notificationFields,
    /** Send it right away instead of scheduling it. */
    sendNow: z.boolean({ error: m('validation.boolean') }).optional(),
  })
  .refine(timeOrNow, bothTimeAndNow);

export const notificationUpdateSchema = z
  .strictObject({
    titleEn: notificationFields.titleEn.optional(),
    titleAr: notificationFields.titleAr,
    bodyEn: notificationFields.bodyEn.optional(),
    bodyAr: notificationFields.bodyAr,
    audience: notificationFields.audience.optional(),
    scheduledAt: notificationFields.scheduledAt,
    /** Send a draft or a scheduled notification right away. */
    sendNow: z.boolean({ error: m('validation.boolean') }).optional(),
    version: versionSchema,
  })
  .refine(timeOrNow, bothTimeAndNow);

export const notificationListQuerySchema = listQuerySchema(notificationsFacts.sorts).extend({
  status: oneOf(notificationStatuses).optional(),
  audience: oneOf(notificationAudiences).optional(),
});
