import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registerBodySchema, type RegisterBody } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeServerErrors } from '../../components/form/server-errors';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TextInput } from '../../components/form/text-input';
import { authStore } from '../../lib/auth';
import { signUp } from './api';
import { PasswordInput } from './password-input';
import { SessionCard } from './session-card';

/** Route module (lazy): `/session/signup`. The new account is a GUEST that waits for access. */
export function Component() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { email: '', username: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      authStore.signIn(await signUp(values));
      await navigate('/', { replace: true });
    } catch (caught) {
      setError(
        placeServerErrors(
          caught,
          new Set(['email', 'username', 'password']),
          form.setError,
          t('common:form.fixFields'),
        ),
      );
    }
  });

  return (
    <SessionCard title={t('signUp.title')}>
      <FormProvider {...form}>
        <Stack component="form" noValidate spacing={1} onSubmit={(event) => void onSubmit(event)}>
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('signUp.note')}
          </Alert>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {error}
            </Alert>
          ) : null}
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
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center', pt: 1 }}>
            {t('signUp.haveAccount')}{' '}
            <Link component={RouterLink} to="/session/signin">
              {t('signUp.signIn')}
            </Link>
          </Typography>
        </Stack>
      </FormProvider>
    </SessionCard>
  );
}
