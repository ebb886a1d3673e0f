import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { UndoToast } from '../../../components/resource/undo-toast';
import { UNDO_TOAST_MS } from '../../../components/resource/use-resource-actions';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { DemoCard, ShowcasePage } from '../showcase-page';

const UNDO_TOAST_ID = 'sample-undo';

/** `/material/snackbar`: the app's toasts (success, error, with Undo) and MUI's snackbar. */
export function Component() {
  const { t } = useTranslation(['material', 'common']);
  const [snackOpen, setSnackOpen] = useState(false);
  const showUndo = () =>
    toast.success(
      <UndoToast
        message={t('snackbar.undoText')}
        undoLabel={t('common:actions.undo')}
        onUndo={() => {
          toast.dismiss(UNDO_TOAST_ID);
          notifySuccess(t('snackbar.undone'));
        }}
      />,
      { toastId: UNDO_TOAST_ID, autoClose: UNDO_TOAST_MS, closeOnClick: false },
    );
  return (
    <ShowcasePage slug="snackbar">
      <DemoCard title={t('snackbar.toasts')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            color="success"
            onClick={() => notifySuccess(t('snackbar.successText'))}
          >
            {t('snackbar.success')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => notifyError(t('snackbar.errorText'))}
          >
            {t('snackbar.error')}
          </Button>
          <Button variant="outlined" onClick={showUndo}>
            {t('snackbar.undo')}
          </Button>
        </Stack>
      </DemoCard>
      <DemoCard title={t('snackbar.snackbar')}>
        <Button variant="outlined" onClick={() => setSnackOpen(true)}>
          {t('snackbar.snackOpen')}
        </Button>
        <Snackbar
          open={snackOpen}
          autoHideDuration={4000}
          onClose={(_event, reason) => reason !== 'clickaway' && setSnackOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity="info"
            variant="filled"
            onClose={() => setSnackOpen(false)}
            closeText={t('close')}
            sx={{ width: '100%' }}
          >
            {t('snackbar.snackText')}
          </Alert>
        </Snackbar>
      </DemoCard>
    </ShowcasePage>
  );
}
