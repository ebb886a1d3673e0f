import type { Permissions } from '../lib/auth';
import type { PageAccess } from '../lib/resource/define-page';

/** What a route needs: an action on a resource of the matrix, or a spec role group. */
export type RouteAccess = PageAccess;

/**
 * Route `handle`: its breadcrumb label (a `shell` key), the access it needs, and where its
 * crumb links when that is not the route's own path (a pathless group of routes).
 */
export type RouteHandle = { crumb?: string; access?: RouteAccess; to?: string };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

export function allows(permissions: Permissions, access: RouteAccess | undefined): boolean {
  if (!access) return true;
  return 'group' in access
    ? permissions.inGroup(access.group)
    : permissions.can(access.resource, access.action);
}

/**
 * A page the spec's `guest` group opens (the account page): a GUEST, who waits for a role
 * everywhere else, may open it too.
 */
export const opensToGuests = (access: RouteAccess | undefined): boolean =>
  access !== undefined && 'group' in access && access.group === 'guest';
