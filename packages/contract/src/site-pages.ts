import { z } from 'zod';
import { m } from './messages';
import { versionSchema } from './common';
import { bilingualFields, bilingualRow } from './text';
import { timestampSchema } from './timestamps';

/** The site's pages staff write; each exists from the start, so reading one never fails. */
export const sitePageKeys = ['about', 'privacy-policy', 'terms-and-conditions'] as const;
export type SitePageKey = (typeof sitePageKeys)[number];

/** Rich text is sanitised on the server; this bounds what may be sent. */
export const MAX_SITE_PAGE_CONTENT = 200_000;

export const sitePageSchema = z.object({
  id: z.number().int(),
  key: z.enum(sitePageKeys),
  ...bilingualRow('content'),
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
  ...bilingualFields('content', MAX_SITE_PAGE_CONTENT),
  version: versionSchema,
});
export type SitePageUpdate = z.infer<typeof sitePageUpdateSchema>;
