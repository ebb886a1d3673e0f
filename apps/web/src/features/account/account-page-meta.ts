import { definePage } from '../../lib/resource/define-page';
import { accountTranslations } from './i18n';

/**
 * `/dashboard/account`: the signed-in person's own profile, password and sign-ins, for every
 * staff member (a Guest too), reached from the avatar menu of the top bar.
 */
export const accountPage = definePage({
  path: '/dashboard/account',
  label: 'account:title',
  // Every staff member, a Guest waiting for a role too.
  access: { group: 'guest' },
  screen: () => import('./account-page'),
  strings: accountTranslations,
});
