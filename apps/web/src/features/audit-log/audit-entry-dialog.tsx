import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AuditEntry } from '@showroom/contract';
import { useTranslation } from 'react-i18next';
import { AuditDiff, auditActionLabel } from '../../components/resource/history-panel-diff';
import { formatDateTime } from '../../lib/i18n';
import { namespaceOf } from './namespaces';

/** One entry: what happened to which record, when, by whom, and its fields before and after. */
export function AuditEntryDialog({
  entry,
  onClose,
  onShowRecord,
}: {
  entry: AuditEntry;
  onClose(): void;
  /** Filters the log to the entry's record. */
  onShowRecord(entry: AuditEntry): void;
}) {
  const { t } = useTranslation(['audit', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleValues = {
    action: auditActionLabel(t, entry.action),
    resource: t(`audit:options.resource.${entry.resource}`, { defaultValue: entry.resource }),
    id: entry.recordId ?? '',
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle>
        {entry.recordId === null
          ? t('audit:dialog.titleNoRecord', titleValues)
          : t('audit:dialog.title', titleValues)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography variant="body2">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {entry.actor
              ? t('audit:dialog.by', { name: entry.actor.name, email: entry.actor.email })
              : t('audit:dialog.bySystem')}
          </Typography>
          {entry.ip ? (
            <Typography variant="body2" color="text.secondary">
              {t('audit:dialog.from', { ip: entry.ip })}
            </Typography>
          ) : null}
        </Stack>
        <AuditDiff
          before={entry.before}
          after={entry.after}
          namespace={namespaceOf(entry.resource)}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {entry.recordId !== null ? (
          <Button onClick={() => onShowRecord(entry)}>{t('audit:dialog.recordHistory')}</Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('audit:dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
