import Alert from '@mui/material/Alert';
import { registerBodySchema } from '@showroom/contract';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextInput } from '../../components/form/text-input';
import { authStore } from '../../lib/auth';
import { useText } from '../../lib/strings';
import { signUp } from './api';
import { NewPasswordInput } from '../../components/form/password-input';
import { EmailInput } from './email-input';
import { SessionCard } from './session-card';
import { SessionForm, SessionLink } from './session-form';
import { useSessionForm } from './use-session-form';

/** Route module (lazy): `/session/signup`. The new account is a GUEST that waits for access. */
export function Component() {
  const t = useText('session');
  const navigate = useNavigate();
  const { form, state } = useSessionForm({
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
          state={state}
          page="signUp"
          lead={
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('signUp.note')}
            </Alert>
          }
        >
          <EmailInput label={t('signUp.email')} />
          <TextInput
            name="username"
            label={t('signUp.username')}
            autoComplete="username"
            dir="ltr"
            required
          />
          <NewPasswordInput label={t('signUp.password')} helperText={t('signUp.passwordHelp')} />
        </SessionForm>
      </FormProvider>
      <SessionLink page="signUp" to="/session/signin" />
    </SessionCard>
  );
}
