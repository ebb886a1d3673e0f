import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveBadgePaths, useLiveBadges } from '../../lib/events';

/**
 * Whether records have come in since the list at `path` was last read: the live count its
 * sidebar entry shows (pending cars, open queries) went up. `readAt` is when the list's page
 * was last read; reading it again takes the count as seen. A count that goes down (a query
 * closed) is taken as seen too: the rows shown are not fewer than they say.
 */
export function useLiveArrivals(path: string, readAt: number) {
  const badges = useLiveBadges();
  const key = liveBadgePaths[path];
  const count = key ? badges[key] : undefined;
  const [seen, setSeen] = useState({ count, readAt });
  if (
    seen.readAt !== readAt ||
    (count !== undefined && (seen.count === undefined || count < seen.count))
  ) {
    setSeen({ count, readAt });
  }
  return count !== undefined && seen.count !== undefined && count > seen.count;
}

/**
 * Says that new records have come in, with a button to show them; never moves the rows
 * under the reader's pointer by itself.
 */
export function LiveArrivals(props: { path: string; readAt: number; items: string; show(): void }) {
  const { t } = useTranslation('common');
  const arrived = useLiveArrivals(props.path, props.readAt);
  if (!arrived) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mx: 2, mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={props.show}>
          {t('list.arrivalsShow')}
        </Button>
      }
    >
      {t('list.arrivals', { items: props.items })}
    </Alert>
  );
}
