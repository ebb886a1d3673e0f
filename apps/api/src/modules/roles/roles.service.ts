import { msg, type roleCreateSchema, type roleUpdateSchema } from '@showroom/contract';
import { publishLive } from '../../changes/live-events';
import type { HookInputs } from '../../crud/resource';
import type { roles } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { countHolders } from './roles.repository';

/**
 * The four system roles stay: none can be deleted, Super Admin cannot be changed at all,
 * and the other three keep their name and level (sign-up looks the Guest role up by level).
 * A role someone holds cannot be deleted either. A change of what a role grants is told to
 * the open sessions of everyone holding it (live events).
 */
export async function guardRoleChange(
  input: HookInputs<typeof roles, typeof roleCreateSchema, typeof roleUpdateSchema>['change'],
) {
  const { current, tx } = input;
  switch (input.action) {
    case 'update': {
      const { values } = input;
      if (current.isSystem && current.level === 'SA') {
        throw new AppError('CONFLICT', 'roles.superAdminFixed');
      }
      if (current.isSystem) {
        for (const field of ['name', 'level'] as const) {
          if (values[field] !== undefined && values[field] !== current[field]) {
            throw fieldError(field, `roles.systemKeeps.${field}`);
          }
        }
      }
      // Its holders' open sessions show what it now grants, once this change commits.
      if (values.permissions !== undefined || values.level !== undefined)
        await publishLive(tx, { kind: 'access', userIds: [], roleIds: [current.id] });
      return;
    }
    case 'delete': {
      if (current.isSystem) throw new AppError('CONFLICT', 'roles.systemDelete');
      const holders = await countHolders(tx, current.id);
      if (holders > 0) {
        throw new AppError(
          'CONFLICT',
          holders === 1 ? 'roles.inUseOne' : msg('roles.inUse', { count: holders }),
          { users: holders },
        );
      }
      return;
    }
    case 'restore':
    case 'status':
      return;
  }
}
