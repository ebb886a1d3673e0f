import {
  sitePageKeys,
  type SitePage,
  type SitePageKey,
  type SitePageUpdate,
} from '@showroom/contract';
import type { Db } from '../../db/client';
import { sitePages } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { serializeRow } from '../../lib/rows';
import { sanitizePageHtml, visibleText } from '../../lib/rich-text';
import { updateAudited, type AuditContext } from '../../changes/audited-write';
import { findPage, pageWhere } from './site-pages.repository';

function knownKey(key: string): SitePageKey {
  const known = sitePageKeys.find((k) => k === key);
  if (!known) throw notFound('Page');
  return known;
}

/** Pages are stored sanitised, so every reader (the admin, the public site) gets safe HTML. */
function sanitizedContent(body: SitePageUpdate) {
  const contentEn = sanitizePageHtml(body.contentEn);
  if (!visibleText(contentEn)) throw fieldError('contentEn', 'validation.someText');
  const contentAr = body.contentAr ? sanitizePageHtml(body.contentAr) : '';
  return { contentEn, contentAr: visibleText(contentAr) ? contentAr : null };
}

export function createSitePagesService(db: Db) {
  return {
    async get(key: string): Promise<SitePage> {
      const page = await findPage(db, knownKey(key));
      // Every known page is inserted by a migration; missing means a broken database.
      if (!page) throw new Error(`The ${key} page is missing from the database`);
      return serializeRow(page);
    },

    async update(key: string, body: SitePageUpdate, context: AuditContext): Promise<SitePage> {
      const known = knownKey(key);
      const content = sanitizedContent(body);
      const saved = await db.transaction((tx) =>
        updateAudited<typeof sitePages.$inferSelect>(tx, context, {
          table: sitePages,
          where: pageWhere(known),
          label: 'Page',
          resource: 'pages',
          action: 'update',
          version: body.version,
          lock: 'update',
          values: () => content,
        }),
      );
      return serializeRow(saved);
    },
  };
}
