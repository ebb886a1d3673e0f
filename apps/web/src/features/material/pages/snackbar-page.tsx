import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { notifyUndo } from '../../../components/resource/undo-toast';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { DemoCard, OpenerCard, ShowcasePage } from '../showcase-page';

const UNDO_TOAST_ID = 'sample-undo';
const toastKinds = [
  { kind: 'success', notify: notifySuccess },
  { kind: 'error', notify: notifyError },
] as const;

/** `/material/snackbar`: the app's toasts (success, error, with Undo) and MUI's snackbar. */
export function Component() {
  const { t } = useTranslation(['material', 'common']);
  const showUndo = () =>
    notifyUndo({
      toastId: UNDO_TOAST_ID,
      message: t('snackbar.undoText'),
      undoLabel: t('common:actions.undo'),
      onUndo: () => notifySuccess(t('snackbar.undone')),
    });
  return (
    <ShowcasePage slug="snackbar">
      <DemoCard title={t('snackbar.toasts')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {toastKinds.map(({ kind, notify }) => (
            <Button
              key={kind}
              variant="contained"
              color={kind}
              onClick={() => notify(t(`snackbar.${kind}Text`))}
            >
              {t(`snackbar.${kind}`)}
            </Button>
          ))}
          <Button variant="outlined" onClick={showUndo}>
            {t('snackbar.undo')}
          </Button>
        </Stack>
      </DemoCard>
      <OpenerCard
        example="snackbar.snackbar"
        render={(open, close) => (
          <Snackbar
            open={open}
            autoHideDuration={4000}
            onClose={(_event, reason) => reason !== 'clickaway' && close()}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          >
            <Alert
              severity="info"
              variant="filled"
              onClose={close}
              closeText={t('close')}
              sx={{ width: '100%' }}
            >
              {t('snackbar.snackText')}
            </Alert>
          </Snackbar>
        )}
      />
    </ShowcasePage>
  );
}
