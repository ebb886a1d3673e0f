import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { forgotPasswordBodySchema } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form/text-input';
import { requestPasswordReset } from './api';
import { SessionCard } from './session-card';
import { SessionForm, SessionLink } from './session-form';
import { useSessionForm } from './use-session-form';

/** Route module (lazy): `/session/forgot-password`. */
export function Component() {
  const { t } = useTranslation('session');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, error, onSubmit, submitting } = useSessionForm({
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
            onSubmit={onSubmit}
            error={error}
            submitting={submitting}
            submitLabel={t('forgot.submit')}
            submittingLabel={t('forgot.submitting')}
            lead={
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('forgot.text')}
              </Typography>
            }
          >
            <TextInput
              name="email"
              type="email"
              label={t('forgot.email')}
              autoComplete="email"
              dir="ltr"
              required
              autoFocus
            />
          </SessionForm>
        </FormProvider>
      )}
      <SessionLink to="/session/signin" label={t('forgot.back')} />
    </SessionCard>
  );
}
