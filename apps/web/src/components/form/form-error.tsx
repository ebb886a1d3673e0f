import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** A form's own error (the server's, not a field's), read out when it appears. */
export function FormError({ message, sx }: { message: string | null; sx?: SxProps<Theme> }) {
  return message ? (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  ) : null;
}
