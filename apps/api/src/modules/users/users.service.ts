import type { userCreateSchema, userRoleChangeSchema, userUpdateSchema } from '@showroom/contract';
import type { AuditContext } from '../../changes/audited-write';
import { publishLive } from '../../changes/live-events';
import type { HookInputs } from '../../crud/resource';
import { defineStatusMachine } from '../../crud/status';
import type { Executor } from '../../db/client';
import type { users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { assertStrongPassword } from '../../lib/password-strength';
import {
  assertNewPassword,
  forgetPasswordHistory,
  rememberReplacedPassword,
} from '../password-history';
import * as repo from './users.repository';

type Hooks = HookInputs<
  typeof users,
  typeof userCreateSchema,
  // A profile change (PATCH) or a role change (its own route) goes through `update`.
  typeof userUpdateSchema | typeof userRoleChangeSchema,
  'passwordHash'
>;
type User = Hooks['record'];
type ProfileChange = Exclude<
  Extract<Hooks['change'], { action: 'update' }>['values'],
  { roleId: number }
>;

/** Block and unblock (`POST /auth/users/:id/block|unblock`) move along this machine. */
export const userStatusMachine = defineStatusMachine({
  field: 'status',
  moves: { active: ['blocked'], blocked: ['active'] },
});

const onlySuperAdminsAssignRoles = () => new AppError('FORBIDDEN', 'users.onlySaGivesRole');

async function assignableRole(tx: Executor, roleId: number) {
  const role = await repo.findRole(tx, roleId);
  if (!role) throw fieldError('roleId', 'users.roleMissing');
  return role;
}

/** True when taking `user` away would leave no active super admin. */
async function isLastActiveSuperAdmin(tx: Executor, user: User) {
  if (user.kind !== 'staff' || user.status !== 'active' || user.deletedAt) return false;
  if ((await repo.levelOf(tx, user.id)) !== 'SA') return false;
  return (await repo.countOtherActiveSuperAdmins(tx, user.id)) === 0;
}

const lastSuperAdmin = (what: 'demoted' | 'deleted' | 'blocked') =>
  new AppError('CONFLICT', `users.lastSuperAdmin.${what}`);

/**
 * A new user: staff get their password hashed and a role (a Guest unless a super admin
 * names one); an admin may change profile fields, and a customer may become a dealer, but
 * nobody turns into staff or out of it.
 */
export async function prepareUser(input: Hooks['prepare']): Promise<Hooks['values']> {
  const { tx, context } = input;
  if (input.current) {
    const { current } = input;
    const { values } = input;
    if (
      'kind' in values &&
      values.kind !== undefined &&
      (values.kind === 'staff') !== (current.kind === 'staff')
    ) {
      throw fieldError('kind', current.kind === 'staff' ? 'users.staysStaff' : 'users.notStaff');
    }
    if (!('password' in values) || values.password === undefined) return values;
    // A new password for a staff account: none of its recent ones, scored against the account
    // as it will be; the one it replaces joins the history.
    const { password, ...profile } = values;
    if (current.kind !== 'staff') throw fieldError('password', 'users.passwordStaffOnly');
    await assertNewPassword(tx, password, {
      id: current.id,
      owner: {
        name: profile.name ?? current.name,
        username: profile.username ?? current.username,
        email: profile.email ?? current.email,
        phone: profile.phone === undefined ? current.phone : profile.phone,
      },
      setBy: context.actorId === current.id ? 'owner' : 'other',
    });
    await rememberReplacedPassword(tx, current.id);
    return { ...profile, passwordHash: await hashPassword(password) };
  }
  const { password, ...values } = input.values;
  if (values.kind !== 'staff') return values;
  await assertStrongPassword(String(password), values);
  let { roleId } = values;
  if (roleId === undefined) {
    const guest = await repo.findSystemRole(tx, 'GUEST');
    if (!guest) throw new Error('The Guest system role is missing');
    roleId = guest.id;
  } else {
    if ((await repo.actingLevelOf(tx, context.actorId)) !== 'SA')
      throw onlySuperAdminsAssignRoles();
    await assignableRole(tx, roleId);
  }
  return { ...values, roleId, passwordHash: await hashPassword(String(password)) };
}

/**
 * Fields that let someone into a staff account, directly or through a reset link: the email,
 * the phone, and a new password (which is never compared: giving one is changing it).
 */
const credentialFields = ['email', 'phone'] as const;

function changedCredentials(values: ProfileChange, current: User) {
  const changed: (keyof ProfileChange)[] = credentialFields.filter(
    (field) => values[field] !== undefined && (values[field] ?? null) !== (current[field] ?? null),
  );
  return values.password === undefined ? changed : [...changed, 'password' as const];
}

const onlySuperAdminsOnSuperAdmins = (what: SuperAdminMove) =>
  new AppError('FORBIDDEN', `users.onlySa.${what}`);

/**
 * The rules on changing an existing user, inside the change's transaction:
 * - only a super admin changes roles, never their own, and only a super admin edits,
 *   blocks, unblocks, deletes or restores a super admin;
 * - a staff member's email, phone and password are changed only by that person or by a
 *   super admin (otherwise an admin could point a colleague's email at their own mailbox
 *   and take the account over through a password reset); such a change ends the account's
 *   sessions and reset links;
 * - nobody deletes or blocks themselves, and the last active super admin stays;
 * - deleting or blocking someone ends their sessions and links; moving them to another role
 *   ends their links and tells their open sessions (live events), which carry on under it.
 */
export async function guardUserChange(input: Hooks['change']) {
  const { current, tx, context } = input;
  const self = context.actorId === current.id;
  const staff = current.kind === 'staff';
  switch (input.action) {
    case 'update': {
      const { values } = input;
      if (!('roleId' in values)) {
        if (!staff) return;
        const actorLevel = await repo.actingLevelOf(tx, context.actorId);
        if ((await repo.levelOf(tx, current.id)) === 'SA' && actorLevel !== 'SA') {
          throw new AppError('FORBIDDEN', 'users.onlySaChangesSa');
        }
        const credentials = changedCredentials(values, current);
        if (credentials.length === 0) return;
        if (!self && actorLevel !== 'SA') {
          const message = 'users.credentialsOwner';
          throw new AppError('FORBIDDEN', message, {
            fieldErrors: Object.fromEntries(credentials.map((field) => [field, [message]])),
          });
        }
        await repo.endAccess(tx, current.id);
        return;
      }
      await repo.lockSuperAdminChanges(tx);
      if ((await repo.actingLevelOf(tx, context.actorId)) !== 'SA') {
        throw onlySuperAdminsAssignRoles();
      }
      if (self) throw new AppError('FORBIDDEN', 'users.ownRole');
      if (!staff) throw fieldError('roleId', 'users.roleStaffOnly');
      const role = await assignableRole(tx, values.roleId);
      if (role.level !== 'SA' && (await isLastActiveSuperAdmin(tx, current))) {
        throw lastSuperAdmin('demoted');
      }
      // Permissions are read on every request, so the new role counts from the next one: the
      // person stays signed in, and their open tabs are told at once to show what it grants.
      // Reset links sent under the old role end.
      await repo.endResetLinks(tx, current.id);
      await publishLive(tx, { kind: 'access', userIds: [current.id], roleIds: [] });
      return;
    }
    case 'delete': {
      if (self) throw new AppError('CONFLICT', 'users.ownDelete');
      await repo.lockSuperAdminChanges(tx);
      await assertMayTouchSuperAdmin(tx, current, context, 'delete');
      if (await isLastActiveSuperAdmin(tx, current)) throw lastSuperAdmin('deleted');
      await repo.endAccess(tx, current.id);
      // Restored from the trash, the account keeps its password but none of the earlier ones.
      await forgetPasswordHistory(tx, current.id);
      return;
    }
    case 'status': {
      const { values } = input;
      if (values.status === 'blocked' && self) {
        throw new AppError('CONFLICT', 'users.ownBlock');
      }
      await repo.lockSuperAdminChanges(tx);
      await assertMayTouchSuperAdmin(
        tx,
        current,
        context,
        values.status === 'blocked' ? 'block' : 'unblock',
      );
      if (values.status !== 'blocked') return;
      if (await isLastActiveSuperAdmin(tx, current)) throw lastSuperAdmin('blocked');
      await repo.endAccess(tx, current.id);
      return;
    }
    case 'restore':
      await repo.lockSuperAdminChanges(tx);
      await assertMayTouchSuperAdmin(tx, current, context, 'restore');
      return;
  }
}

/** Only a super admin, still active as one, blocks, unblocks, deletes or restores one. */
type SuperAdminMove = 'block' | 'unblock' | 'delete' | 'restore';

async function assertMayTouchSuperAdmin(
  tx: Executor,
  current: User,
  context: AuditContext,
  what: SuperAdminMove,
) {
  if (current.kind !== 'staff' || (await repo.levelOf(tx, current.id)) !== 'SA') return;
  if ((await repo.actingLevelOf(tx, context.actorId)) !== 'SA') {
    throw onlySuperAdminsOnSuperAdmins(what);
  }
}
