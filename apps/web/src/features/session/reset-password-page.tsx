import Alert from '@mui/material/Alert';
import { resetPasswordBodySchema } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useText } from '../../lib/strings';
import { resetPassword } from './api';
import { NewPasswordInput } from '../../components/form/password-input';
import { SessionCard } from './session-card';
import { SessionForm, SessionLink } from './session-form';
import { useSessionForm } from './use-session-form';

/** Route module (lazy): `/session/reset-password?token=…`, the link of the reset mail. */
export function Component() {
  const t = useText('session');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);
  const { form, state } = useSessionForm({
    schema: resetPasswordBodySchema,
    defaultValues: { token, password: '' },
    fields: ['password'],
    async submit(values) {
      await resetPassword(values);
      setDone(true);
    },
  });

  return (
    <SessionCard title={t('reset.title')}>
      {!token ? (
        <Alert severity="error" role="alert">
          {t('reset.missingToken')}
        </Alert>
      ) : done ? (
        <Alert severity="success" role="status">
          {t('reset.done')}
        </Alert>
      ) : (
        <FormProvider {...form}>
          <SessionForm state={state} page="reset">
            <NewPasswordInput label={t('reset.password')} helperText={t('reset.passwordHelp')} />
          </SessionForm>
        </FormProvider>
      )}
      {token && !done ? (
        <SessionLink page="reset" to="/session/forgot-password" />
      ) : (
        // Back to sign in, as from the forgotten-password page.
        <SessionLink page="forgot" to="/session/signin" />
      )}
    </SessionCard>
  );
}
