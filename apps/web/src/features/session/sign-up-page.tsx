import Alert from '@mui/material/Alert';
import { registerBodySchema } from '@showroom/contract';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextInput } from '../../components/form/text-input';
import { authStore } from '../../lib/auth';
import { signUp } from './api';
import { PasswordInput } from './password-input';
import { SessionCard } from './session-card';
import { SessionForm, SessionLink } from './session-form';
import { useSessionForm } from './use-session-form';

/** Route module (lazy): `/session/signup`. The new account is a GUEST that waits for access. */
export function Component() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const { form, error, onSubmit, submitting } = useSessionForm({
    schema: registerBodySchema,
    defaultValues: { email: '', username: '', password: '' },
    fields: ['email', 'username', 'password'],
    async submit(values) {
      authStore.signIn(await signUp(values));
      await navigate('/', { replace: true });
    },
  });

  return (
    <SessionCard title={t('signUp.title')}>
      <FormProvider {...form}>
        <SessionForm
          onSubmit={onSubmit}
          error={error}
          submitting={submitting}
          submitLabel={t('signUp.submit')}
          submittingLabel={t('signUp.submitting')}
          lead={
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('signUp.note')}
            </Alert>
          }
        >
          <TextInput
            name="email"
            type="email"
            label={t('signUp.email')}
            autoComplete="email"
            dir="ltr"
            required
            autoFocus
          />
          <TextInput
            name="username"
            label={t('signUp.username')}
            autoComplete="username"
            dir="ltr"
            required
          />
          <PasswordInput
            name="password"
            label={t('signUp.password')}
            helperText={t('signUp.passwordHelp')}
            autoComplete="new-password"
          />
        </SessionForm>
      </FormProvider>
      <SessionLink
        question={t('signUp.haveAccount')}
        to="/session/signin"
        label={t('signUp.signIn')}
      />
    </SessionCard>
  );
}
