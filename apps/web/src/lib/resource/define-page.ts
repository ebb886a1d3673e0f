import type { SvgIconComponent } from '@mui/icons-material';
import type { Action, Resource, RoleGroup } from '@showroom/contract';
import type { TranslationBundle } from '../i18n';
import type { NavGroup, ScreenLoader } from './define-resource';

/** What opening a page needs: an action on a resource of the matrix, or a spec role group. */
export type PageAccess = { resource: Resource; action: Action } | { group: RoleGroup };

/**
 * A screen that is not a resource's list or form (contact details, a policy page, the audit
 * log, a template page): one declaration gives its route, breadcrumb, sidebar entry and
 * strings. Registered in `app/pages.ts`.
 */
export type PageMeta = {
  /** Absolute path, e.g. `/dashboard/contact/details`; `:params` allowed. */
  path: string;
  /** Breadcrumb and sidebar label: `<namespace>:<key>` (or a `shell` key). */
  label: string;
  /** Left out: any signed-in staff member (or anyone, for a public page). */
  access?: PageAccess;
  screen: ScreenLoader;
  /** The page's own strings, loaded with the app's. */
  strings?: TranslationBundle;
  /** Its sidebar entry, if it has one. */
  nav?: { group: NavGroup; icon: SvgIconComponent };
  /** `public`: readable without signing in, outside the dashboard layout. */
  layout?: 'dashboard' | 'public';
};

/** Identity at run time; it types the declaration. */
export const definePage = (page: PageMeta): PageMeta => page;
