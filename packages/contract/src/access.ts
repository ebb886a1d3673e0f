/**
 * Who may do what: the role levels and groups, the resources and actions, and the checks, in a
 * module without zod so that the web app's first page can use them without the schema library
 * (`@showroom/contract/access`). `permissions.ts` adds the schemas and the system roles.
 */
import { crudResources } from './resources';

export const levels = ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const;
export type Level = (typeof levels)[number];

export const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (levels as readonly string[]).includes(value);

/** The system roles' names, fixed: the app shows them in its language by these. */
export const systemRoleNames: Record<Level, string> = {
  SA: 'Super Admin',
  ADMIN: 'Admin',
  EDITOR: 'Editor',
  GUEST: 'Guest',
};

/** A system role's description as seeded (a role may be given another). */
export const systemRoleDescription = (level: Level) => `System role: ${systemRoleNames[level]}`;

/** The spec's role groups: a route tagged `admin` is open to SA and ADMIN, and so on. */
export const roleGroups = {
  sa: ['SA'],
  admin: ['SA', 'ADMIN'],
  editor: ['SA', 'ADMIN', 'EDITOR'],
  guest: ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
} as const satisfies Record<string, readonly Level[]>;
export type RoleGroup = keyof typeof roleGroups;

/**
 * What the permission matrix names: every CRUD resource with a permission of its own (their
 * facts, `resources/`), then the site pages (and contact details), the statistics, the log,
 * and the saved views shared with others (ADR 053: anyone keeps views of their own).
 */
export const resources = [...crudResources, 'pages', 'statistics', 'audit', 'views'] as const;
export type Resource = (typeof resources)[number];

export const actions = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

/** A role's permissions: for each resource it may touch, the actions it may take. */
export type PermissionMatrix = Partial<Record<Resource, Action[]>>;

export function can(matrix: PermissionMatrix, resource: Resource, action: Action): boolean {
  return matrix[resource]?.includes(action) ?? false;
}

export function inGroup(level: Level, group: RoleGroup): boolean {
  const members: readonly Level[] = roleGroups[group];
  return members.includes(level);
}
