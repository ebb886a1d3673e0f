import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { forgotPasswordBodySchema } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useText } from '../../lib/strings';
import { requestPasswordReset } from './api';
import { EmailInput } from './email-input';
import { SessionCard } from './session-card';
import { SessionForm, SessionLink } from './session-form';
import { useSessionForm } from './use-session-form';

/** Route module (lazy): `/session/forgot-password`. */
export function Component() {
  const t = useText('session');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, state } = useSessionForm({
    schema: forgotPasswordBodySchema,
    defaultValues: { email: '' },
    fields: ['email'],
    async submit({ email }) {
      await requestPasswordReset(email);
      setSentTo(email);
    },
  });

  return (
    <SessionCard title={t('forgot.title')}>
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <FormProvider {...form}>
          <SessionForm
            state={state}
            page="forgot"
            lead={
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('forgot.text')}
              </Typography>
            }
          >
            <EmailInput label={t('forgot.email')} />
          </SessionForm>
        </FormProvider>
      )}
      <SessionLink page="forgot" to="/session/signin" />
    </SessionCard>
  );
}
