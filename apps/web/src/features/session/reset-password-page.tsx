import Alert from '@mui/material/Alert';
import { resetPasswordBodySchema } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { resetPassword } from './api';
import { PasswordInput } from './password-input';
import { SessionCard } from './session-card';
import { SessionForm, SessionLink } from './session-form';
import { useSessionForm } from './use-session-form';

/** Route module (lazy): `/session/reset-password?token=…`, the link of the reset mail. */
export function Component() {
  const { t } = useTranslation('session');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);
  const { form, error, onSubmit, submitting } = useSessionForm({
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
          <SessionForm
            onSubmit={onSubmit}
            error={error}
            submitting={submitting}
            submitLabel={t('reset.submit')}
            submittingLabel={t('reset.submitting')}
          >
            <PasswordInput
              name="password"
              label={t('reset.password')}
              helperText={t('reset.passwordHelp')}
              autoComplete="new-password"
            />
          </SessionForm>
        </FormProvider>
      )}
      {token && !done ? (
        <SessionLink to="/session/forgot-password" label={t('reset.requestNew')} />
      ) : (
        <SessionLink to="/session/signin" label={t('forgot.back')} />
      )}
    </SessionCard>
  );
}
