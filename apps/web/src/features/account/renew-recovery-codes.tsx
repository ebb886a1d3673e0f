import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CodeConfirmForm } from '../../components/second-factor/code-confirm-form';
import { renewRecoveryCodes } from './second-factor-api';

/**
 * Asks for a code of the person's app, then makes ten new recovery codes (the old ones stop
 * working): for someone who has used or lost theirs.
 */
export function RenewRecoveryCodes({
  onRenewed,
  onCancel,
}: {
  onRenewed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('secondFactor');
  return (
    <CodeConfirmForm
      send={async (digits) => onRenewed((await renewRecoveryCodes(digits)).recoveryCodes)}
      submit={t('section.renewSubmit')}
      submitting={t('section.renewing')}
      onCancel={onCancel}
      cancel={t('section.cancel')}
      autoFocus
    >
      <Typography>{t('section.renewText')}</Typography>
    </CodeConfirmForm>
  );
}
