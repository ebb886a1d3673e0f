import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A session page's form: what it says first, the error of a refused submit, its fields and
 * its submit button. Presentation only: the sign-in page drives it without a form library.
 */
export function SessionForm(props: {
  onSubmit: (event: SyntheticEvent) => Promise<void>;
  error: string | null;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void props.onSubmit(event)}>
      {props.lead}
      {props.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {props.error}
        </Alert>
      ) : null}
      {props.children}
      <Button type="submit" variant="contained" size="large" disabled={props.submitting}>
        {props.submitting ? props.submittingLabel : props.submitLabel}
      </Button>
    </Stack>
  );
}

/** The line under a session form: an optional question and the link that answers it. */
export function SessionLink({
  to,
  label,
  question,
}: {
  to: string;
  label: string;
  question?: string;
}) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center', pt: 2 }}>
      {question ? `${question} ` : null}
      <Link component={RouterLink} to={to}>
        {label}
      </Link>
    </Typography>
  );
}
