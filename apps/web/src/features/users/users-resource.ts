import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { User } from '@showroom/contract';
import { userKinds, userStatuses, resourcePaths } from '@showroom/contract/values';
import { api } from '../../lib/api';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { usersTranslations } from './i18n';

const post = (user: User, path: string, body?: unknown) =>
  api.post(`${resourcePaths.users.root}/${user.id}/${path}`, body);

/** Staff, dealers and customers; staff accounts are created here, with a password. */
export const usersResource = defineResource('users', {
  strings: usersTranslations,
  nav: { group: 'accounts', icon: PersonOutlined },
  title: (user) => user.name || user.username,
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
  rowActions: [
    {
      key: 'viewCars',
      icon: DirectionsCarOutlined,
      action: 'read',
      shows: (user) => user.kind !== 'staff',
      to: (user) => `/dashboard/cars?userId=${user.id}`,
    },
    {
      key: 'block',
      icon: BlockOutlined,
      action: 'update',
      destructive: true,
      shows: (user) => user.status === 'active',
      run: (user) => post(user, 'block'),
    },
    {
      key: 'unblock',
      icon: LockOpenOutlined,
      action: 'update',
      shows: (user) => user.status === 'blocked',
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
  ],
});
