import type { SitePageKey } from '@showroom/contract';

/** Where each page is read and edited in the dashboard (`<path>/edit`). */
export const sitePagePaths: Record<SitePageKey, string> = {
  'privacy-policy': '/dashboard/privacy-policy',
  'terms-and-conditions': '/dashboard/terms-and-conditions',
  about: '/dashboard/about',
};

/** Visitors read the privacy policy here, signed in or not. */
export const PUBLIC_PRIVACY_POLICY_PATH = '/privacy-policy';
