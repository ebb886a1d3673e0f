import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type {
  EnrolmentStep as Enrolment,
  LoginBody,
  SecondFactorStep as SecondFactor,
  Session,
} from '@showroom/contract';
import { lazy, Suspense, useRef, useState, type SyntheticEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { OutlinedField } from '../../components/form/outlined-field';
import { PasswordField } from '../../components/form/password-field';
import { placeServerErrors } from '../../components/form/server-errors';
import { authStore, useAuth } from '../../lib/auth';
import { rememberSecondFactorDue } from '../../lib/second-factor-due';
import { messageText, useLanguage, useText } from '../../lib/strings';
import { passkeySignInOptions, signIn, signInWithPasskey } from './api';
import { PasskeyButton } from './passkey-button';
import { SecondFactorStep } from './second-factor-step';
import { SessionCard } from './session-card';
import { SessionForm, SessionLink } from './session-form';

/** Setting up an app at sign-in is rare: it and the QR code library load only then. */
const EnrolmentStep = lazy(() =>
  import('./enrolment-step').then(({ EnrolmentStep }) => ({ default: EnrolmentStep })),
);

type Field = keyof LoginBody;
/** What a right password left to do: nothing yet asked, or the second step. */
type NextStep = SecondFactor | Enrolment | null;
const fields: readonly Field[] = ['emailOrPhone', 'password'];
type Errors = Partial<Record<Field, string>>;

/**
 * The sign-in form's own check, the contract's `loginBodySchema` (both fields required; the
 * server checks the rest): written out here so that the first page anyone opens downloads
 * neither a form library nor a schema library.
 */
const checkField = (values: LoginBody, field: Field): string | undefined =>
  values[field].trim() === '' ? 'validation.required' : undefined;

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
  const t = useText('session');
  const language = useLanguage();
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginBody>({ emailOrPhone: '', password: '' });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [next, setNext] = useState<NextStep>(null);
  const emailOrPhoneInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const focus = (field: Field) =>
    (field === 'emailOrPhone' ? emailOrPhoneInput : passwordInput).current?.focus();
  const origin = originOf(location.state);

  if (auth.status === 'authenticated' && !submitting) return <Navigate to={origin} replace />;

  const finish = async (session: Session) => {
    setSubmitting(true);
    rememberSecondFactorDue(null);
    authStore.signIn(session);
    await navigate(origin, { replace: true });
  };
  // Back to the password, asked again; the ticket left behind expires on its own.
  const restart = () => {
    setNext(null);
    setValues((current) => ({ ...current, password: '' }));
    setSubmitting(false);
  };
  if (next && 'secondFactor' in next) {
    return <SecondFactorStep step={next.secondFactor} onSignedIn={finish} onRestart={restart} />;
  }
  if (next) {
    return (
      <Suspense fallback={<SessionCard title={t('enrol.title')}>{t('enrol.loading')}</SessionCard>}>
        <EnrolmentStep step={next.enrolment} onSignedIn={finish} onRestart={restart} />
      </Suspense>
    );
  }

  const showError = (field: Field, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  // Checked once a field has been left, and again on every change after (react-hook-form's
  // `onTouched`, as the other forms).
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched.has(field) || errors[field]) showError(field, checkField(next, field));
  };
  const leave = (field: Field) => {
    setTouched((current) => new Set(current).add(field));
    showError(field, checkField(values, field));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    const found: Errors = Object.fromEntries(
      fields.map((field) => [field, checkField(values, field)]),
    );
    setErrors(found);
    setTouched(new Set(fields));
    const first = fields.find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    setSubmitting(true);
    try {
      const result = await signIn({ ...values, emailOrPhone: values.emailOrPhone.trim() });
      if ('secondFactor' in result || 'enrolment' in result) {
        setNext(result);
        setSubmitting(false);
        return;
      }
      rememberSecondFactorDue(result.secondFactorDue?.by ?? null);
      authStore.signIn(result);
      await navigate(origin, { replace: true });
    } catch (caught) {
      const placed: Errors = {};
      let focused = false;
      setError(
        placeServerErrors(
          caught,
          new Set(fields),
          (field: string, { message }: { message?: string }) => {
            placed[field as Field] = message;
            if (!focused) focus(field as Field);
            focused = true;
          },
          t('fixFields'),
        ),
      );
      setErrors(placed);
      setSubmitting(false);
    }
  };

  const fieldProps = (field: Field, helperText = ' ') => {
    const message = errors[field];
    return {
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      onBlur: () => leave(field),
      error: message !== undefined,
      helperText: message === undefined ? helperText : messageText(message, language),
    };
  };

  return (
    <SessionCard title={t('signIn.title')}>
      <SessionForm state={{ onSubmit: submit, error, submitting }} page="signIn">
        <OutlinedField
          {...fieldProps('emailOrPhone', t('signIn.emailOrPhoneHelp'))}
          label={t('signIn.emailOrPhone')}
          inputRef={emailOrPhoneInput}
          autoComplete="username"
          slotProps={{ input: { dir: 'ltr' } }}
          required
          autoFocus
        />
        <PasswordField
          {...fieldProps('password')}
          label={t('signIn.password')}
          inputRef={passwordInput}
          autoComplete="current-password"
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Link component={RouterLink} to="/session/forgot-password" variant="body2">
            {t('signIn.forgot')}
          </Link>
        </Stack>
      </SessionForm>
      {/* A passkey stands for the password and the second factor: no field is needed. */}
      <Divider sx={{ my: 2 }}>{t('passkey.or')}</Divider>
      <Stack>
        <PasskeyButton
          label={t('passkey.signIn')}
          variant="outlined"
          options={passkeySignInOptions}
          send={signInWithPasskey}
          onSignedIn={finish}
          onError={setError}
          disabled={submitting}
        />
      </Stack>
      <SessionLink page="signIn" to="/session/signup" />
    </SessionCard>
  );
}
