import type { SvgIconComponent } from '@mui/icons-material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SettingsSuggestOutlined from '@mui/icons-material/SettingsSuggestOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import { accessTo, type NavGroup } from '../lib/resource/define-resource';
import { registeredPages } from './pages';
import { registeredResources } from './resources';
import type { RouteAccess } from './route-handle';

export type NavBadge = { value: string | number; color: 'primary' | 'secondary' | 'error' };

/** One entry of the sidebar; labels are i18n keys (`shell` unless prefixed `<namespace>:`). */
export type NavItem =
  | { type: 'label'; label: string }
  | {
      type: 'link';
      label: string;
      path: string;
      icon: SvgIconComponent;
      access?: RouteAccess;
      badge?: NavBadge;
    }
  | { type: 'external'; label: string; href: string; icon: SvgIconComponent; badge?: NavBadge }
  | { type: 'group'; label: string; icon: SvgIconComponent; children: NavItem[] };

/** The registered resources and then pages of one sidebar group, in registry order. */
function navGroup(group: NavGroup, icon: SvgIconComponent): NavItem {
  const resources = registeredResources
    .filter((resource) => resource.nav.group === group)
    .map((resource): NavItem => ({
      type: 'link',
      label: `${resource.namespace}:title`,
      path: resource.basePath,
      icon: resource.nav.icon,
      access: accessTo(resource, 'read'),
    }));
  const pages = registeredPages.flatMap((page): NavItem[] =>
    page.nav?.group === group
      ? [
          {
            type: 'link',
            label: page.label,
            path: page.path,
            icon: page.nav.icon,
            access: page.access,
          },
        ]
      : [],
  );
  return { type: 'group', label: `nav.${group}`, icon, children: [...resources, ...pages] };
}

/**
 * The navigation, declared once. The sidebar shows only what the signed-in role may open:
 * an entry's access is the same as its route's.
 */
export const navigation: NavItem[] = [
  { type: 'label', label: 'nav.main' },
  { type: 'link', label: 'nav.dashboard', path: '/dashboard/analytics', icon: DashboardOutlined },
  // The spec's charts page, tagged for editor level and above, as its route is.
  {
    type: 'link',
    label: 'nav.charts',
    path: '/charts/echarts',
    icon: InsightsOutlined,
    access: { group: 'editor' },
  },
  { type: 'label', label: 'nav.catalog' },
  navGroup('vehicles', DirectionsCarOutlined),
  navGroup('marketplace', StorefrontOutlined),
  { type: 'label', label: 'nav.people' },
  navGroup('accounts', PeopleOutlined),
  navGroup('support', SupportAgentOutlined),
  { type: 'label', label: 'nav.site' },
  navGroup('content', ArticleOutlined),
  navGroup('system', SettingsSuggestOutlined),
  { type: 'label', label: 'nav.resources' },
  navGroup('template', WidgetsOutlined),
  {
    type: 'external',
    label: 'nav.apiDocs',
    href: '/api/docs',
    icon: MenuBookOutlined,
    badge: { value: 'API', color: 'secondary' },
  },
];

/** Drops what the role cannot open, then groups and section labels left empty. */
export function filterNavigation(
  items: NavItem[],
  allowed: (access: RouteAccess | undefined) => boolean,
): NavItem[] {
  const kept = items.flatMap((item): NavItem[] => {
    switch (item.type) {
      case 'link':
        return allowed(item.access) ? [item] : [];
      case 'group': {
        const children = filterNavigation(item.children, allowed);
        return children.length ? [{ ...item, children }] : [];
      }
      case 'label':
      case 'external':
        return [item];
      default: {
        const unknown: never = item;
        return [unknown];
      }
    }
  });
  // A section label stays only when something follows it before the next label.
  return kept.filter(
    (item, index) =>
      item.type !== 'label' || (kept[index + 1] !== undefined && kept[index + 1]?.type !== 'label'),
  );
}
