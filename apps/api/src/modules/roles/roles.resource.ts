import { defineCrudResource } from '../../crud/resource';
import { roles } from '../../db/schema';
import { guardRoleChange } from './roles.service';

/** Only the Super Admin role's matrix grants `roles`, so only super admins reach these. */
export const rolesResource = defineCrudResource('roles', {
  table: roles,
  searchColumns: [roles.name, roles.description],
  found: { title: roles.name, detail: roles.description },
  constraintMessages: { name: 'roles.nameTaken' },
  beforeChange: guardRoleChange,
});
