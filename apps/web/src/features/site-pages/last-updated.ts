import type { SitePage } from '@showroom/contract';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/i18n';

/**
 * When a page was last saved. The date is written in English (spec §9); isolated, it keeps
 * its own order inside an Arabic sentence.
 */
export const lastUpdated = (page: SitePage, t: TFunction) =>
  t('sitePages:updated', { date: `\u2068${formatDateTime(page.updatedAt)}\u2069` });
