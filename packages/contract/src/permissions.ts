import { z } from 'zod';

export const levels = ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const;
export type Level = (typeof levels)[number];

/** The spec's role groups: a route tagged `admin` is open to SA and ADMIN, and so on. */
export const roleGroups = {
  sa: ['SA'],
  admin: ['SA', 'ADMIN'],
  editor: ['SA', 'ADMIN', 'EDITOR'],
  guest: ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
} as const satisfies Record<string, readonly Level[]>;
export type RoleGroup = keyof typeof roleGroups;

export const resources = [
  'cars',
  'brands',
  'categories',
  'colors',
  'countries',
  'offers',
  'ads',
  'subscriptions',
  'packs',
  'users',
  'roles',
  'banners',
  'faqs',
  'subjects',
  'queries',
  'notifications',
  'pages',
  'statistics',
  'audit',
] as const;
export type Resource = (typeof resources)[number];

export const actions = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

export const permissionMatrixSchema = z.partialRecord(
  z.enum(resources),
  z.array(z.enum(actions)).max(actions.length),
);
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>;

const all = (): Action[] => [...actions];

const contentResources = [
  'cars',
  'brands',
  'categories',
  'colors',
  'countries',
  'banners',
  'faqs',
  'subjects',
  'queries',
  'pages',
  'notifications',
] as const satisfies readonly Resource[];

function matrix(entries: [Resource, Action[]][]): PermissionMatrix {
  return Object.fromEntries(entries);
}

/** Default permissions of the four system roles (DESIGN §4). */
export const systemRoleMatrices: Record<Level, PermissionMatrix> = {
  SA: matrix(resources.map((r) => [r, all()])),
  ADMIN: matrix(resources.filter((r) => r !== 'roles').map((r) => [r, all()])),
  EDITOR: matrix([
    ...contentResources.map((r): [Resource, Action[]] => [r, ['read', 'create', 'update']]),
    ['statistics', ['read']],
  ]),
  GUEST: {},
};

export const systemRoleNames: Record<Level, string> = {
  SA: 'Super Admin',
  ADMIN: 'Admin',
  EDITOR: 'Editor',
  GUEST: 'Guest',
};

export type Permission = { resource: Resource; action: Action };

export function can(matrix: PermissionMatrix, resource: Resource, action: Action): boolean {
  return matrix[resource]?.includes(action) ?? false;
}

export function inGroup(level: Level, group: RoleGroup): boolean {
  const members: readonly Level[] = roleGroups[group];
  return members.includes(level);
}
