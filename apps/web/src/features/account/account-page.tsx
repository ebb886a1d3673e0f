import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth';
import type { AccountSectionComponent } from './account-section';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SecondFactorSection } from './second-factor-section';
import { SessionsSection } from './sessions-section';
import { SignInsSection } from './sign-ins-section';

/**
 * The account page's sections, in the order they show. A new one (sessions, two-factor
 * sign-in) is a component of its own file taking `AccountSectionProps`, drawn in an
 * `AccountSection`: one import above and one line here.
 */
const accountSections: readonly AccountSectionComponent[] = [
  ProfileSection,
  PasswordSection,
  SecondFactorSection,
  PasskeysSection,
  SessionsSection,
  SignInsSection,
];

/** Route module (lazy): `/dashboard/account`, the signed-in person's own account. */
export function Component() {
  const { t } = useTranslation('account');
  const { admin } = useAuth();
  // The signed-in area renders only once someone is signed in.
  if (!admin) return null;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {accountSections.map((Section, index) => (
          // The list is fixed: a section's place is its identity.
          <Section key={index} admin={admin} />
        ))}
      </Stack>
    </>
  );
}
