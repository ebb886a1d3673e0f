import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ActionDialog } from '../../../components/resource/action-dialog';
import type { ActionDialogDefinition } from '../../../lib/resource/define-resource';
import { notifySuccess } from '../../../lib/toast';
import { sampleCars, type SampleCar } from '../sample-data';
import { DemoCard, ShowcasePage } from '../showcase-page';

const car = sampleCars[0] as SampleCar;
const keys = ['tab', 'escape', 'enter', 'arrows'] as const;
const keyNames = { tab: 'Tab', escape: 'Escape', enter: 'Enter', arrows: '← ↑ → ↓' };

/** `/material/dialog`: the app's confirmation, its one-field action dialog, and a plain one. */
export function Component() {
  const { t } = useTranslation('material');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [showingKeys, setShowingKeys] = useState(false);
  const [outcome, setOutcome] = useState('');
  const keysTitle = useId();

  const reject = useMemo(
    (): ActionDialogDefinition<SampleCar> => ({
      fields: [{ name: 'reason', kind: 'multiline', required: true, autoFocus: true }],
      schema: z.object({
        reason: z.string().trim().min(1, t('dialog.reasonRequired')).max(500),
      }),
      values: () => ({ reason: '' }),
      submit: (_row, values) => {
        setOutcome(t('dialog.rejected', { reason: String(values.reason) }));
        return Promise.resolve();
      },
    }),
    [t],
  );

  return (
    <ShowcasePage slug="dialog">
      <DemoCard title={t('dialog.confirm')}>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {t('dialog.confirmOpen')}
        </Button>
        <ConfirmDialog
          open={confirming}
          title={t('dialog.confirmTitle')}
          message={t('dialog.confirmMessage')}
          confirmLabel={t('buttons.delete')}
          destructive
          onConfirm={() => {
            setConfirming(false);
            notifySuccess(t('dialog.confirmed'));
          }}
          onCancel={() => setConfirming(false)}
        />
      </DemoCard>
      <DemoCard title={t('dialog.form')}>
        <Button variant="outlined" onClick={() => setRejecting(true)}>
          {t('dialog.formOpen')}
        </Button>
        {rejecting ? (
          <ActionDialog
            dialog={reject}
            row={car}
            title={t('dialog.formTitle')}
            namespace="material"
            onClose={() => setRejecting(false)}
            onDone={() => setRejecting(false)}
          />
        ) : null}
        <Typography role="status" sx={{ mt: 2 }} data-testid="dialog-outcome">
          {outcome}
        </Typography>
      </DemoCard>
      <DemoCard title={t('dialog.info')}>
        <Button variant="outlined" onClick={() => setShowingKeys(true)}>
          {t('dialog.infoOpen')}
        </Button>
        <Dialog
          open={showingKeys}
          onClose={() => setShowingKeys(false)}
          fullScreen={phone}
          aria-labelledby={keysTitle}
        >
          <DialogTitle id={keysTitle}>{t('dialog.infoTitle')}</DialogTitle>
          <DialogContent>
            <dl>
              {keys.map((key) => (
                <div key={key}>
                  <Typography component="dt" dir="ltr" sx={{ fontWeight: 600, textAlign: 'start' }}>
                    <kbd>{keyNames[key]}</kbd>
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, mb: 1.5 }} color="text.secondary">
                    {t(`dialog.keys.${key}`)}
                  </Typography>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setShowingKeys(false)} autoFocus>
              {t('close')}
            </Button>
          </DialogActions>
        </Dialog>
      </DemoCard>
    </ShowcasePage>
  );
}
