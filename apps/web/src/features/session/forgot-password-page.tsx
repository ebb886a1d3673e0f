import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forgotPasswordBodySchema } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeServerErrors } from '../../components/form/server-errors';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { TextInput } from '../../components/form/text-input';
import { requestPasswordReset } from './api';
import { SessionCard } from './session-card';

type Values = z.input<typeof forgotPasswordBodySchema>;

/** Route module (lazy): `/session/forgot-password`. */
export function Component() {
  const { t } = useTranslation('session');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordBodySchema>>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (caught) {
      setError(
        placeServerErrors(caught, new Set(['email']), form.setError, t('common:form.fixFields')),
      );
    }
  });

  return (
    <SessionCard title={t('forgot.title')}>
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <FormProvider {...form}>
          <Stack component="form" noValidate spacing={1} onSubmit={(event) => void onSubmit(event)}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('forgot.text')}
            </Typography>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextInput
              name="email"
              type="email"
              label={t('forgot.email')}
              autoComplete="email"
              dir="ltr"
              required
              autoFocus
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={form.formState.isSubmitting}
            >
              {form.formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </Stack>
        </FormProvider>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center', pt: 2 }}>
        <Link component={RouterLink} to="/session/signin">
          {t('forgot.back')}
        </Link>
      </Typography>
    </SessionCard>
  );
}
