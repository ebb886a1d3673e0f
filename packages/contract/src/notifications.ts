import { z } from 'zod';
import { m } from './messages';
import {
  arabicText,
  listQuerySchema,
  oneOf,
  recordSchema,
  requiredText,
  softDeletedSchema,
  timestampSchema,
  versionSchema,
} from './common';

export const notificationAudiences = ['all', 'customers', 'dealers'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];

/** Derived from the times: no time is a draft, a time is scheduled, sent once delivered. */
export const notificationStatuses = ['draft', 'scheduled', 'sent'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** A general notification to marketplace users (not the staff bell). */
export const notificationSchema = recordSchema.extend({
  titleEn: z.string(),
  titleAr: z.string().nullable(),
  bodyEn: z.string(),
  bodyAr: z.string().nullable(),
  audience: z.enum(notificationAudiences),
  status: z.enum(notificationStatuses),
  scheduledAt: timestampSchema.nullable(),
  sentAt: timestampSchema.nullable(),
  recipientsCount: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
  ...softDeletedSchema.shape,
});
export type Notification = z.infer<typeof notificationSchema>;

const dateTime = z.iso
  .datetime({
    offset: true,
    error: m('validation.dateTimeExample', { example: '2026-12-01T09:00:00Z' }),
  })
  .transform((v) => new Date(v));

const notificationFields = {
  titleEn: requiredText(120),
  titleAr: arabicText(120),
  bodyEn: requiredText(1000),
  bodyAr: arabicText(1000),
  audience: oneOf(notificationAudiences),
  /** When to send it (in the future); null or left out keeps it a draft. */
  scheduledAt: dateTime.nullable().optional(),
};

export const notificationCreateSchema = z
  .strictObject({
    ...notificationFields,
    /** Send it right away instead of scheduling it. */
    sendNow: z.boolean({ error: m('validation.boolean') }).optional(),
  })
  .refine((n) => !(n.sendNow && n.scheduledAt), {
    path: ['scheduledAt'],
    message: m('notifications.timeOrNow'),
  });

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
  .refine((n) => !(n.sendNow && n.scheduledAt), {
    path: ['scheduledAt'],
    message: m('notifications.timeOrNow'),
  });

export const notificationSortable = ['id', 'createdAt', 'scheduledAt', 'sentAt'] as const;
export const notificationListQuerySchema = listQuerySchema(notificationSortable).extend({
  status: oneOf(notificationStatuses).optional(),
  audience: oneOf(notificationAudiences).optional(),
});
