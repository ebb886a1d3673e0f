import { z } from 'zod';
import { m } from './messages';
import { timestampSchema, versionSchema } from './common';

/** The site's pages staff write; each exists from the start, so reading one never fails. */
export const sitePageKeys = ['about', 'privacy-policy', 'terms-and-conditions'] as const;
export type SitePageKey = (typeof sitePageKeys)[number];

/** Rich text is sanitised on the server; this bounds what may be sent. */
export const MAX_SITE_PAGE_CONTENT = 200_000;

export const sitePageSchema = z.object({
  id: z.number().int(),
  key: z.enum(sitePageKeys),
  contentEn: z.string(),
  contentAr: z.string().nullable(),
  version: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** Unknown keys answer 404 rather than 400: a page that does not exist. */
export const sitePageParamsSchema = z.strictObject({
  key: z.string().max(100, m('validation.maxLength', { max: 100 })),
});

/** `PUT /pages/:key`: the whole content, with the version read. */
export const sitePageUpdateSchema = z.strictObject({
  contentEn: z
    .string({ error: m('validation.required') })
    .trim()
    .min(1, m('validation.required'))
    .max(MAX_SITE_PAGE_CONTENT, m('validation.maxLength', { max: MAX_SITE_PAGE_CONTENT })),
  contentAr: z
    .string()
    .trim()
    .max(MAX_SITE_PAGE_CONTENT, m('validation.maxLength', { max: MAX_SITE_PAGE_CONTENT }))
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v == null || /[\u0600-\u06FF]/.test(v), m('validation.arabic'))
    .nullable()
    .optional(),
  version: versionSchema,
});
export type SitePageUpdate = z.infer<typeof sitePageUpdateSchema>;
