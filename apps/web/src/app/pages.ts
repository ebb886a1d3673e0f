import { accountPage } from '../features/account/account-page-meta';
import { auditLogPage } from '../features/audit-log/audit-log-page-meta';
import { contactDetailsPage } from '../features/contact-details/contact-details-page-meta';
import { materialPages } from '../features/material/material-pages';
import { sitePages } from '../features/site-pages/site-pages';
import type { PageMeta } from '../lib/resource/define-page';

/**
 * Screens that are not a resource's list or form, one line each:
 * routes, sidebar entries, breadcrumbs and strings are built from their declarations.
 */
export const registeredPages: readonly PageMeta[] = [
  contactDetailsPage,
  ...sitePages,
  ...materialPages,
  auditLogPage,
  accountPage,
];
