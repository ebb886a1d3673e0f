import type { Action, Resource, RoleGroup } from '@showroom/contract';
import type { Permissions } from '../lib/auth';

/** What a route needs: an action on a resource of the matrix, or a spec role group. */
export type RouteAccess = { resource: Resource; action: Action } | { group: RoleGroup };

/** Route `handle`: its breadcrumb label (a `shell` key) and the access it needs. */
export type RouteHandle = { crumb?: string; access?: RouteAccess };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

export function allows(permissions: Permissions, access: RouteAccess | undefined): boolean {
  if (!access) return true;
  return 'group' in access
    ? permissions.inGroup(access.group)
    : permissions.can(access.resource, access.action);
}
