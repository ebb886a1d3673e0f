import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import AccountBoxOutlined from '@mui/icons-material/AccountBoxOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhonelinkEraseOutlined from '@mui/icons-material/PhonelinkEraseOutlined';
import type { Admin, User } from '@showroom/contract';
import { userKinds, userStatuses, resourcePaths } from '@showroom/contract/values';
import { api } from '../../lib/api';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { usersTranslations } from './i18n';
import { isMember, profilePath, sessionsPath } from './user-kinds';

const post = (user: User, path: string, body?: unknown) =>
  api.post(`${resourcePaths.users.root}/${user.id}/${path}`, body);

/**
 * As the API decides: only a super admin edits, blocks, unblocks, deletes or restores a super
 * admin's account (which the API says with each user, as an admin may not read roles).
 */
const mayChange = (user: User, actor: Admin) => !user.superAdmin || actor.role.level === 'SA';

/**
 * Staff, dealers and customers; staff accounts are created here, with a password. A
 * customer or dealer has a page of their own with what they do on the marketplace.
 */
export const usersResource = defineResource('users', {
  strings: usersTranslations,
  nav: { group: 'accounts', icon: PersonOutlined },
  title: (user) => user.name || user.username,
  // "Edit Customer: …", "Edit Dealer: …"; staff keep "Edit Staff Account: …".
  kindOf: (user) => user.kind,
  // As the API decides: nobody deletes their own account; a staff member's email and phone
  // are changed only by that person or by a super admin.
  editable: mayChange,
  deletable: (user, actor) => user.id !== actor.id && mayChange(user, actor),
  lockedFields: (user, actor) =>
    user.kind === 'staff' && user.id !== actor.id && actor.role.level !== 'SA'
      ? ['email', 'phone']
      : [],
  extraScreens: [
    // A customer's or dealer's page; a staff account's opens its form.
    {
      path: ':id',
      crumb: 'users:profile.crumb',
      action: 'read',
      screen: () => import('./user-page'),
    },
    // A staff member's sessions, for a super admin (the API refuses anyone else).
    {
      path: ':id/sessions',
      crumb: 'sessions:crumb',
      action: 'read',
      screen: () => import('./staff-sessions-page'),
    },
  ],
  filters: [
    { field: 'status', kind: 'tabs', options: userStatuses },
    { field: 'kind', kind: 'select', options: userKinds },
    { field: 'roleId', kind: 'reference', reference: 'roles' },
  ],
  columns: [
    column.id({ hidden: true }),
    { field: 'name', kind: 'text' },
    { field: 'email', kind: 'text', hideBelow: 'sm' },
    { field: 'phone', kind: 'text', hidden: true },
    { field: 'kind', kind: 'status', hideBelow: 'md' },
    { field: 'roleId', kind: 'reference', reference: 'roles', hideBelow: 'lg' },
    { field: 'status', kind: 'status', colors: { active: 'success', blocked: 'error' } },
    { field: 'lastLoginAt', kind: 'date', hidden: true },
    { field: 'blockedReason', kind: 'text', hidden: true },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true, autoFocus: true },
    { name: 'username', kind: 'text', required: true, dir: 'ltr' },
    { name: 'email', kind: 'text', required: true, dir: 'ltr' },
    { name: 'phone', kind: 'text', dir: 'ltr', nullable: true },
    { name: 'password', kind: 'password', required: true, on: 'create' },
    { name: 'roleId', kind: 'reference', reference: 'roles', on: 'create', group: 'sa' },
    // Accounts made here are staff; the kind is changed on the edit form.
    { name: 'kind', kind: 'select', options: userKinds, on: 'edit', initial: 'staff' },
    { name: 'avatarUrl', kind: 'image' },
  ],
  // Blocking many at once keeps no reason; a role is a super admin's to give.
  bulkFields: [
    { name: 'roleId', kind: 'reference', reference: 'roles', group: 'sa' },
    { name: 'status', kind: 'select', options: userStatuses },
  ],
  rowActions: [
    {
      key: 'open',
      icon: AccountBoxOutlined,
      action: 'read',
      shows: isMember,
      to: profilePath,
    },
    {
      key: 'sessions',
      icon: DevicesOutlined,
      action: 'read',
      group: 'sa',
      shows: (user) => user.kind === 'staff',
      to: sessionsPath,
    },
    {
      key: 'block',
      icon: BlockOutlined,
      action: 'update',
      destructive: true,
      // Nobody blocks their own account (the API refuses).
      shows: (user, actor) =>
        user.status === 'active' && user.id !== actor.id && mayChange(user, actor),
      // The reason is optional; the account keeps it while it stays blocked.
      dialog: {
        fields: [{ name: 'reason', kind: 'multiline', nullable: true, autoFocus: true }],
        schema: ({ userBlockSchema }) => userBlockSchema,
        values: () => ({ reason: '' }),
        submit: (user, values) => post(user, 'block', values),
      },
    },
    {
      key: 'unblock',
      icon: LockOpenOutlined,
      action: 'update',
      shows: (user, actor) => user.status === 'blocked' && mayChange(user, actor),
      run: (user) => post(user, 'unblock'),
    },
    {
      key: 'changeRole',
      icon: AdminPanelSettingsOutlined,
      action: 'update',
      group: 'sa',
      shows: (user) => user.kind === 'staff',
      dialog: {
        fields: [{ name: 'roleId', kind: 'reference', reference: 'roles', required: true }],
        schema: ({ userRoleChangeSchema }) => userRoleChangeSchema,
        values: (user) => ({ roleId: user.roleId, version: user.version }),
        submit: (user, values) => post(user, 'role', values),
      },
    },
    {
      // A super admin gives a staff member a new password (scored as every password is); the
      // account's sessions and reset links end.
      key: 'setPassword',
      icon: PasswordOutlined,
      action: 'update',
      group: 'sa',
      shows: (user) => user.kind === 'staff',
      dialog: {
        fields: [{ name: 'password', kind: 'password', required: true, autoFocus: true }],
        schema: ({ userPasswordSchema }) => userPasswordSchema,
        values: (user) => ({ password: '', version: user.version }),
        submit: (user, values) => api.patch(`${resourcePaths.users.root}/${user.id}`, values),
      },
    },
    {
      // A lost phone: the person signs in with their password again and sets up a new app.
      key: 'resetSecondFactors',
      icon: PhonelinkEraseOutlined,
      action: 'update',
      group: 'sa',
      destructive: true,
      shows: (user) => user.kind === 'staff',
      confirm: (user) => ({ title: user.name || user.username }),
      run: (user) => post(user, 'second-factors/reset'),
    },
  ],
});
