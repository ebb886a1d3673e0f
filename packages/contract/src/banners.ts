import { z } from 'zod';
import {
  arabicText,
  fileUrlSchema,
  recordSchema,
  requiredText,
  softDeletedSchema,
  versionSchema,
} from './common';
import {
  dateTimeInput,
  isActiveField,
  isActiveFilter,
  plainListQuerySchema,
  sortOrderField,
} from './content-fields';

export const BANNER_DATES_MESSAGE = 'Must be after the start';

/**
 * Where a banner leads: an absolute http(s) URL, or a path inside the app (`/cars/12`). A
 * path may not start with `//`, which browsers read as another site.
 */
export const linkUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine(
    (v) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v) || /^\/(?![/\\])[^\s\\]*$/.test(v),
    'Must be an http(s) URL or a path in the app starting with /',
  );

/** The spec's slides. */
export const bannerSchema = recordSchema.extend({
  titleEn: z.string(),
  titleAr: z.string().nullable(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  ...softDeletedSchema.shape,
});
export type Banner = z.infer<typeof bannerSchema>;

const bannerFields = {
  titleEn: requiredText(120),
  titleAr: arabicText(120),
  imageUrl: z.string({ error: 'Required' }).pipe(fileUrlSchema),
  linkUrl: linkUrlSchema.nullable().optional(),
  sortOrder: sortOrderField.optional(),
  isActive: isActiveField.optional(),
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
export type BannerCreate = z.infer<typeof bannerCreateSchema>;

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
export type BannerUpdate = z.infer<typeof bannerUpdateSchema>;

export const bannerSortable = [
  'sortOrder',
  'id',
  'titleEn',
  'startsAt',
  'endsAt',
  'createdAt',
] as const;
export const bannerListQuerySchema = plainListQuerySchema(bannerSortable).extend({
  isActive: isActiveFilter.optional(),
});
export type BannerListQuery = z.infer<typeof bannerListQuerySchema>;
