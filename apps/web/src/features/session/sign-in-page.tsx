import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loginBodySchema, type LoginBody } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeServerErrors } from '../../components/form/server-errors';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { TextInput } from '../../components/form/text-input';
import { authStore, useAuth } from '../../lib/auth';
import { signIn } from './api';
import { PasswordInput } from './password-input';
import { SessionCard } from './session-card';

/** Where to go after signing in: the page first asked for (passed as the origin), else home. */
function originOf(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  if (!from || typeof from !== 'object') return '/';
  const { pathname, search, hash } = from as {
    pathname?: unknown;
    search?: unknown;
    hash?: unknown;
  };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('/session'))
    return '/';
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/** Route module (lazy): `/session/signin`. */
export function Component() {
  const { t } = useTranslation('session');
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { emailOrPhone: '', password: '' },
    mode: 'onTouched',
  });
  const origin = originOf(location.state);

  if (auth.status === 'authenticated' && !form.formState.isSubmitting)
    return <Navigate to={origin} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const session = await signIn(values);
      authStore.signIn(session);
      await navigate(origin, { replace: true });
    } catch (caught) {
      setError(
        placeServerErrors(
          caught,
          new Set(['emailOrPhone', 'password']),
          form.setError,
          t('common:form.fixFields'),
        ),
      );
    }
  });

  return (
    <SessionCard title={t('signIn.title')}>
      <FormProvider {...form}>
        <Stack component="form" noValidate spacing={1} onSubmit={(event) => void onSubmit(event)}>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {error}
            </Alert>
          ) : null}
          <TextInput
            name="emailOrPhone"
            label={t('signIn.emailOrPhone')}
            helperText={t('signIn.emailOrPhoneHelp')}
            autoComplete="username"
            dir="ltr"
            required
            autoFocus
          />
          <PasswordInput
            name="password"
            label={t('signIn.password')}
            autoComplete="current-password"
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Link component={RouterLink} to="/session/forgot-password" variant="body2">
              {t('signIn.forgot')}
            </Link>
          </Stack>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center', pt: 1 }}>
            {t('signIn.noAccount')}{' '}
            <Link component={RouterLink} to="/session/signup">
              {t('signIn.signUp')}
            </Link>
          </Typography>
        </Stack>
      </FormProvider>
    </SessionCard>
  );
}
