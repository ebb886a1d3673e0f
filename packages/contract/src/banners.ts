import { z } from 'zod';
import { m } from './messages';
import {
  arabicText,
  fileUrlSchema,
  recordSchema,
  requiredText,
  softDeletedSchema,
  timestampSchema,
  versionSchema,
} from './common';
import {
  activeFilter,
  dateTimeInput,
  displayFields,
  displayRow,
  plainListQuerySchema,
} from './content-fields';

export const BANNER_DATES_MESSAGE = m('validation.afterStart');

/**
 * Where a banner leads: an absolute http(s) URL, or a path inside the app (`/cars/12`). A
 * path may not start with `//`, which browsers read as another site.
 */
export const linkUrlSchema = z
  .string()
  .trim()
  .max(2048, m('validation.maxLength', { max: 2048 }))
  .refine(
    (v) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v) || /^\/(?![/\\])[^\s\\]*$/.test(v),
    m('validation.linkUrl'),
  );

/** The spec's slides. */
export const bannerSchema = recordSchema.extend({
  titleEn: z.string(),
  titleAr: z.string().nullable(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  ...displayRow,
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
  ...softDeletedSchema.shape,
});
export type Banner = z.infer<typeof bannerSchema>;

const bannerFields = {
  titleEn: requiredText(120),
  titleAr: arabicText(120),
  imageUrl: z.string({ error: m('validation.required') }).pipe(fileUrlSchema),
  linkUrl: linkUrlSchema.nullable().optional(),
  ...displayFields,
  startsAt: dateTimeInput.nullable().optional(),
  endsAt: dateTimeInput.nullable().optional(),
};

/** Shown from `startsAt` until `endsAt`; either may be left open. */
export const bannerCreateSchema = z
  .strictObject(bannerFields)
  .refine((banner) => !banner.startsAt || !banner.endsAt || banner.endsAt > banner.startsAt, {
    path: ['endsAt'],
    message: BANNER_DATES_MESSAGE,
  });

/** The dates are checked against the stored ones on the server when only one is sent. */
export const bannerUpdateSchema = z
  .strictObject({
    ...bannerFields,
    titleEn: bannerFields.titleEn.optional(),
    imageUrl: bannerFields.imageUrl.optional(),
    version: versionSchema,
  })
  .refine((banner) => !banner.startsAt || !banner.endsAt || banner.endsAt > banner.startsAt, {
    path: ['endsAt'],
    message: BANNER_DATES_MESSAGE,
  });

export const bannerSortable = [
  'sortOrder',
  'id',
  'titleEn',
  'startsAt',
  'endsAt',
  'createdAt',
] as const;
export const bannerListQuerySchema = plainListQuerySchema(bannerSortable).extend(activeFilter);
