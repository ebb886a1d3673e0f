import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { levels } from '@showroom/contract/access';
import { customRoleLevels } from '@showroom/contract/values';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { roleDescription, roleName } from '../../lib/role-names';
import { rolesTranslations } from './i18n';

/**
 * Roles and their permission matrix (DESIGN §4): the system roles are never deleted and
 * the Super Admin role is never edited; no custom role manages roles.
 */
export const rolesResource = defineResource('roles', {
  strings: rolesTranslations,
  nav: { group: 'accounts', icon: VerifiedUserOutlined },
  title: (role) => roleName(role),
  editable: (role) => role.level !== 'SA',
  deletable: (role) => !role.isSystem,
  filters: [{ field: 'level', kind: 'select', options: levels }],
  columns: [
    column.id({ hideBelow: 'md' }),
    { field: 'name', kind: 'text', shown: (role) => roleName(role) },
    {
      field: 'level',
      kind: 'status',
      // Wide enough for the longest chip, "Super admin", whole.
      width: 150,
      colors: { SA: 'error', ADMIN: 'warning', EDITOR: 'info' },
    },
    {
      field: 'description',
      kind: 'text',
      hideBelow: 'lg',
      shown: (role) => roleDescription(role),
    },
    { field: 'isSystem', kind: 'boolean', hideBelow: 'sm' },
    // Its header ("Requires two-step sign-in") wraps to two lines at this width, not four.
    { field: 'requireSecondFactor', kind: 'boolean', hideBelow: 'md', width: 150 },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true, autoFocus: true },
    {
      name: 'level',
      kind: 'select',
      options: customRoleLevels,
      required: true,
      initial: 'EDITOR',
    },
    { name: 'description', kind: 'multiline' },
    // Sign-in with a second factor, and the days its people have to set one up (ADR 048).
    { name: 'requireSecondFactor', kind: 'switch', span: 'half' },
    { name: 'secondFactorGraceDays', kind: 'number', span: 'half', initial: 14 },
    { name: 'permissions', kind: 'permissions', locked: ['roles'] },
  ],
});
