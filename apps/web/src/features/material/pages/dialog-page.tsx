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
import type { ActionDialogDefinition } from '../../../lib/resource/row-actions';
import { notifySuccess } from '../../../lib/toast';
import { sampleCars, type SampleCar } from '../sample-data';
import { OpenerCard, ShowcasePage } from '../showcase-page';

const car = sampleCars[0] as SampleCar;
const keys = ['tab', 'escape', 'enter', 'arrows'] as const;
const keyNames = { tab: 'Tab', escape: 'Escape', enter: 'Enter', arrows: '← ↑ → ↓' };

/** `/material/dialog`: the app's confirmation, its one-field action dialog, and a plain one. */
export function Component() {
  const { t } = useTranslation('material');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [outcome, setOutcome] = useState('');
  const keysTitle = useId();

  const reject = useMemo(
    (): ActionDialogDefinition<SampleCar> => ({
      fields: [{ name: 'reason', kind: 'multiline', required: true, autoFocus: true }],
      schema: () =>
        z.object({
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
      <OpenerCard
        example="dialog.confirm"
        color="error"
        render={(open, close) => (
          <ConfirmDialog
            open={open}
            title={t('dialog.confirmTitle')}
            message={t('dialog.confirmMessage')}
            confirmLabel={t('buttons.delete')}
            destructive
            onConfirm={() => {
              close();
              notifySuccess(t('dialog.confirmed'));
            }}
            onCancel={close}
          />
        )}
      />
      <OpenerCard
        example="dialog.form"
        render={(open, close) =>
          open ? (
            <ActionDialog
              dialog={reject}
              row={car}
              title={t('dialog.formTitle')}
              submitLabel={t('dialog.reject')}
              destructive
              namespace="material"
              onClose={close}
              onDone={close}
            />
          ) : null
        }
      >
        <Typography role="status" sx={{ mt: 2 }} data-testid="dialog-outcome">
          {outcome}
        </Typography>
      </OpenerCard>
      <OpenerCard
        example="dialog.info"
        render={(open, close) => (
          <Dialog open={open} onClose={close} fullScreen={phone} aria-labelledby={keysTitle}>
            <DialogTitle id={keysTitle}>{t('dialog.infoTitle')}</DialogTitle>
            <DialogContent>
              <dl>
                {keys.map((key) => (
                  <div key={key}>
                    <Typography
                      component="dt"
                      dir="ltr"
                      sx={{ fontWeight: 600, textAlign: 'start' }}
                    >
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
              <Button onClick={close} autoFocus>
                {t('close')}
              </Button>
            </DialogActions>
          </Dialog>
        )}
      />
    </ShowcasePage>
  );
}
