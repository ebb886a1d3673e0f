import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * A list's page actions: the records / trash switch (for the roles that may restore), the
 * CSV export, the CSV import (for the roles that may create and change) and the create button.
 */
export function ListHeaderActions({
  title,
  trash,
  onTrash,
  onExport,
  exportDisabled,
  onImport,
  create,
}: {
  /** The records' name, on the switch's first button. */
  title: string;
  /** Where the list is, or `null` when the role has no trash. */
  trash: boolean | null;
  onTrash(trash: boolean): void;
  onExport(): void;
  exportDisabled: boolean;
  /** Opens the CSV import, when the resource has one and the role may create and change. */
  onImport: (() => void) | null;
  /** The create form's path and the button's words, when the role may create. */
  create: { to: string; label: string } | null;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      {trash !== null ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={trash ? 'trash' : 'records'}
          onChange={(_, value: string | null) => {
            if (value) onTrash(value === 'trash');
          }}
          aria-label={t('list.view')}
        >
          <ToggleButton value="records">{title}</ToggleButton>
          <ToggleButton value="trash">{t('list.trash')}</ToggleButton>
        </ToggleButtonGroup>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={onExport}
        disabled={exportDisabled}
      >
        {t('actions.exportCsv')}
      </Button>
      {onImport ? (
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onImport}>
          {t('import:button')}
        </Button>
      ) : null}
      {create ? (
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={create.to}>
          {create.label}
        </Button>
      ) : null}
    </>
  );
}
