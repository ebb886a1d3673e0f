import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordBodySchema, type ResetPasswordBody } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeServerErrors } from '../../components/form/server-errors';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { resetPassword } from './api';
import { PasswordInput } from './password-input';
import { SessionCard } from './session-card';

/** Route module (lazy): `/session/reset-password?token=…`, the link of the reset mail. */
export function Component() {
  const { t } = useTranslation('session');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, password: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await resetPassword(values);
      setDone(true);
    } catch (caught) {
      setError(
        placeServerErrors(caught, new Set(['password']), form.setError, t('common:form.fixFields')),
      );
    }
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
          <Stack component="form" noValidate spacing={1} onSubmit={(event) => void onSubmit(event)}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <PasswordInput
              name="password"
              label={t('reset.password')}
              helperText={t('reset.passwordHelp')}
              autoComplete="new-password"
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={form.formState.isSubmitting}
            >
              {form.formState.isSubmitting ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </Stack>
        </FormProvider>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center', pt: 2 }}>
        <Link
          component={RouterLink}
          to={token && !done ? '/session/forgot-password' : '/session/signin'}
        >
          {token && !done ? t('reset.requestNew') : t('forgot.back')}
        </Link>
      </Typography>
    </SessionCard>
  );
}
