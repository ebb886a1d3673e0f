import { z } from 'zod';
import { bannersFacts } from './resources/banners';
import { m } from './messages';
import { acrossFields, plainListQuerySchema, recordSchemaOf, versionSchema } from './common';
import { activeFilter, displayFields, displayRow } from './display-fields';
import { bilingualFields, bilingualRow } from './text';
import { dateTimeInput, timestampSchema } from './timestamps';
import { fileUrlSchema } from './uploads';

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
export const bannerSchema = recordSchemaOf({
  ...bilingualRow('title'),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  ...displayRow,
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

const bannerFields = {
  ...bilingualFields('title', 120),
  imageUrl: z.string().pipe(fileUrlSchema),
  linkUrl: linkUrlSchema.nullable().optional(),
  ...displayFields,
  startsAt: dateTimeInput.nullable().optional(),
  endsAt: dateTimeInput.nullable().optional(),
};

/** Shown from `startsAt` until `endsAt`; either may be left open. */
const endsAfterStart = (banner: { startsAt?: Date | null; endsAt?: Date | null }) =>
  !banner.startsAt || !banner.endsAt || banner.endsAt > banner.startsAt;
const datesOutOfOrder = acrossFields(['startsAt', 'endsAt'], {
  path: ['endsAt'],
  message: BANNER_DATES_MESSAGE,
});

export const bannerCreateSchema = z
  .strictObject(bannerFields)
  .refine(endsAfterStart, datesOutOfOrder);

/** The dates are checked against the stored ones on the server when only one is sent. */
export const bannerUpdateSchema = z
  .strictObject({
    ...bannerFields,
    titleEn: bannerFields.titleEn.optional(),
    imageUrl: bannerFields.imageUrl.optional(),
    version: versionSchema,
  })
  .refine(endsAfterStart, datesOutOfOrder);

export const bannerListQuerySchema = plainListQuerySchema(bannersFacts.sorts).extend(activeFilter);
