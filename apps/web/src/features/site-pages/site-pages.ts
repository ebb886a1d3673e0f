import type { SvgIconComponent } from '@mui/icons-material';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import type { SitePageKey } from '@showroom/contract';
import { definePage, type PageMeta } from '../../lib/resource/define-page';
import { sitePagesTranslations } from './i18n';
import { PUBLIC_PRIVACY_POLICY_PATH, sitePagePaths } from './site-page-paths';

const icons: Record<SitePageKey, SvgIconComponent> = {
  'privacy-policy': PolicyOutlined,
  'terms-and-conditions': GavelOutlined,
  about: InfoOutlined,
};

const keys: readonly SitePageKey[] = ['privacy-policy', 'terms-and-conditions', 'about'];

/**
 * The site's pages: for each, a read view in the sidebar's content group and its rich-text
 * editor; and the public privacy policy, outside the dashboard.
 */
export const sitePages: readonly PageMeta[] = [
  ...keys.flatMap((key) => [
    definePage({
      path: sitePagePaths[key],
      label: `sitePages:titles.${key}`,
      access: { resource: 'pages', action: 'read' },
      screen: () => import('./site-page-view').then((module) => ({ Component: module.views[key] })),
      strings: sitePagesTranslations,
      nav: { group: 'content', icon: icons[key] },
    }),
    definePage({
      path: `${sitePagePaths[key]}/edit`,
      label: `sitePages:editTitles.${key}`,
      access: { resource: 'pages', action: 'update' },
      screen: () =>
        import('./site-page-edit').then((module) => ({ Component: module.editors[key] })),
      strings: sitePagesTranslations,
    }),
  ]),
  definePage({
    path: PUBLIC_PRIVACY_POLICY_PATH,
    label: 'sitePages:titles.privacy-policy',
    layout: 'public',
    screen: () => import('./public-privacy-policy'),
    strings: sitePagesTranslations,
  }),
];
