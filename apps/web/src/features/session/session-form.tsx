import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { findText, useLanguage, useText } from '../../lib/strings';

/** Where a session form stands: its submit, the error of a refused one, and whether one is on its way. */
export type SessionFormState = {
  onSubmit: (event: SyntheticEvent) => Promise<void>;
  error: string | null;
  submitting: boolean;
};

/** The session pages, by the key of their strings in `session`. */
export type SessionPage = 'signIn' | 'signUp' | 'forgot' | 'reset' | 'secondFactor';

/**
 * A session page's form: what it says first, the error of a refused submit, its fields and
 * its submit button, worded by the page's strings (`session:<page>.submit`, `.submitting`).
 * Presentation only: the sign-in page drives it without a form library.
 */
export function SessionForm({
  state,
  page,
  lead,
  children,
}: {
  state: SessionFormState;
  page: SessionPage;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const t = useText('session');
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void state.onSubmit(event)}>
      {lead}
      {state.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {state.error}
        </Alert>
      ) : null}
      {children}
      <Button type="submit" variant="contained" size="large" disabled={state.submitting}>
        {state.submitting ? t(`${page}.submitting`) : t(`${page}.submit`)}
      </Button>
    </Stack>
  );
}

/**
 * The line under a session form: the link on (`session:<page>.link`), after the question it
 * answers where the page asks one (`.question`: "New here?").
 */
export function SessionLink({ page, to }: { page: SessionPage; to: string }) {
  const t = useText('session');
  const language = useLanguage();
  const question = findText('session', `${page}.question`, {}, language);
  return (
    <Typography variant="body2" sx={{ textAlign: 'center', pt: 2 }}>
      {question ? `${question} ` : null}
      <Link component={RouterLink} to={to}>
        {t(`${page}.link`)}
      </Link>
    </Typography>
  );
}
