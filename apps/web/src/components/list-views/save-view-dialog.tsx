import type { ViewScope } from '@showroom/contract';
import { viewScopes } from '@showroom/contract/values';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/auth';
import { roleName } from '../../lib/role-names';
import type { NewView } from './use-list-views';

/** Names the list's state as a new view, and says who sees it: sharing needs `views`' create. */
export function SaveViewDialog({
  open,
  busy,
  error,
  onCancel,
  onSave,
}: {
  open: boolean;
  busy: boolean;
  /** The server's refusal, shown under the name. */
  error: string | null;
  onCancel(): void;
  onSave(view: NewView): void;
}) {
  const { t } = useTranslation('views');
  const permissions = usePermissions();
  const mayShare = permissions.can('views', 'create');
  const role = permissions.admin ? roleName(permissions.admin.role) : '';
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ViewScope>('personal');
  const [makeDefault, setMakeDefault] = useState(false);
  const scopeLabel = useId();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (name.trim()) onSave({ name: name.trim(), scope, makeDefault });
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: { component: 'form', onSubmit: submit },
        transition: {
          onExited: () => {
            setName('');
            setScope('personal');
            setMakeDefault(false);
          },
        },
      }}
    >
      <DialogTitle>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          fullWidth
          margin="dense"
          label={t('dialog.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <FormControl sx={{ mt: 1 }}>
          <FormLabel id={scopeLabel}>{t('dialog.scope')}</FormLabel>
          <RadioGroup
            aria-labelledby={scopeLabel}
            value={scope}
            onChange={(event) => setScope(event.target.value as ViewScope)}
          >
            {viewScopes.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                disabled={value !== 'personal' && !mayShare}
                label={t(`dialog.${value}`, { role })}
              />
            ))}
          </RadioGroup>
          {mayShare ? null : <FormHelperText>{t('dialog.shareDenied')}</FormHelperText>}
        </FormControl>
        <FormControlLabel
          sx={{ display: 'flex', mt: 1 }}
          control={
            <Checkbox
              checked={makeDefault}
              onChange={(event) => setMakeDefault(event.target.checked)}
            />
          }
          label={t('dialog.makeDefault')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
        <Button type="submit" variant="contained" loading={busy} disabled={!name.trim()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
