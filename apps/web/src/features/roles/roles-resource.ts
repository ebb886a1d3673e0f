import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { levels } from '@showroom/contract/access';
import { customRoleLevels } from '@showroom/contract/values';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { rolesTranslations } from './i18n';

/**
 * Roles and their permission matrix (DESIGN §4): the system roles are never deleted and
 * the Super Admin role is never edited; no custom role manages roles.
 */
export const rolesResource = defineResource('roles', {
  strings: rolesTranslations,
  nav: { group: 'accounts', icon: VerifiedUserOutlined },
  title: (role) => role.name,
  editable: (role) => role.level !== 'SA',
  deletable: (role) => !role.isSystem,
  filters: [{ field: 'level', kind: 'select', options: levels }],
  columns: [
    column.id({ hideBelow: 'md' }),
    { field: 'name', kind: 'text' },
    {
      field: 'level',
      kind: 'status',
      colors: { SA: 'error', ADMIN: 'warning', EDITOR: 'info' },
    },
    { field: 'description', kind: 'text', hideBelow: 'lg' },
    { field: 'isSystem', kind: 'boolean', hideBelow: 'sm' },
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
    { name: 'permissions', kind: 'permissions', locked: ['roles'] },
  ],
});
