import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/api-error';

/** The part of a query the error needs: what went wrong, and how to ask again. */
type FailedQuery = { error: unknown; refetch(): Promise<unknown> };

/**
 * What a list (or any screen's data) could not load, with a button that asks again.
 * Says the error's own message unless `children` words it for the screen.
 */
export function LoadError({
  query,
  children,
  sx,
}: {
  query: FailedQuery;
  children?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      {...(sx ? { sx } : {})}
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {children ?? getErrorMessage(query.error)}
    </Alert>
  );
}
