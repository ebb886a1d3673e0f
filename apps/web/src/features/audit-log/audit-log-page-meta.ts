import ManageHistoryOutlined from '@mui/icons-material/ManageHistoryOutlined';
import { definePage } from '../../lib/resource/define-page';
import { auditTranslations } from './i18n';

/** `dashboard/audit-log`: who changed what and when, for the roles that may read the log. */
export const auditLogPage = definePage({
  // The History panel of every edit page links here (`auditLogLink`).
  path: '/dashboard/audit-log',
  label: 'audit:title',
  access: { resource: 'audit', action: 'read' },
  screen: () => import('./audit-log-page'),
  strings: auditTranslations,
  nav: { group: 'system', icon: ManageHistoryOutlined },
});
