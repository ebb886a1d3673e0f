import { z } from 'zod';
import {
  actions,
  resources,
  type Action,
  type Level,
  type PermissionMatrix,
  type Resource,
} from './access';
import { crudResources, resourceFactsList } from './resources';

export * from './access';

export const permissionMatrixSchema = z.partialRecord(
  z.enum(resources),
  z.array(z.enum(actions)).max(actions.length),
);

const all = (): Action[] => [...actions];

/** Site content, which editors read, create and update: as each resource's facts say, and the pages. */
const editorsChange = new Set<string>(
  resourceFactsList.flatMap((facts) => ('editors' in facts ? [facts.name] : [])),
);
const contentResources: Resource[] = [
  ...crudResources.filter((name) => editorsChange.has(name)),
  'pages',
];

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

export type Permission = { resource: Resource; action: Action };
