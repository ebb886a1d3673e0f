import type { SavedView, ViewScope } from '@showroom/contract';
import { m } from '@showroom/contract/messages';
import { viewNameKey, viewScopes } from '@showroom/contract/values';
import Alert from '@mui/material/Alert';
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
import { getErrorMessage, isApiError } from '../../lib/api-error';
import { usePermissions } from '../../lib/auth';
import { roleName } from '../../lib/role-names';
import { messageText } from '../../lib/strings';
import type { NewView } from './use-list-views';

/** The view the dialog renames or shows to other people, and the name it shows it by. */
export type EditedView = { view: SavedView; name: string };

/**
 * Names the list's state as a new view, or renames a view and changes who sees it (`edited`,
 * its id kept), and says who sees it: sharing needs `views`' create. A name the person already
 * sees on the list (`takenNames`, as shown and as stored) is refused before it is sent; the
 * server's refusal of the name shows under it too.
 */
export function SaveViewDialog({
  open,
  edited = null,
  takenNames,
  busy,
  error,
  onCancel,
  onSave,
}: {
  open: boolean;
  edited?: EditedView | null;
  /** The names of the other views the person sees on this list. */
  takenNames: readonly string[];
  busy: boolean;
  /** The server's refusal: under the name when it is the name's, else above the fields. */
  error: unknown;
  onCancel(): void;
  onSave(view: NewView): void;
}) {
  const { t } = useTranslation('views');
  const permissions = usePermissions();
  const mayShare = permissions.can('views', 'create');
  const role = permissions.admin ? roleName(permissions.admin.role) : '';
  const initial: { name: string; scope: ViewScope } = {
    name: edited?.name ?? '',
    scope: edited?.view.scope ?? 'personal',
  };
  const [name, setName] = useState(initial.name);
  const [scope, setScope] = useState<ViewScope>(initial.scope);
  const [makeDefault, setMakeDefault] = useState(false);
  // The name the server last refused: its refusal shows while that name is in the field.
  const [sentName, setSentName] = useState<string | null>(null);
  // Opened again (on another view, or for a new one): it starts from what it is opened on.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setName(initial.name);
      setScope(initial.scope);
      setMakeDefault(false);
      setSentName(null);
    }
  }
  const scopeLabel = useId();
  const ownerless = edited !== null && edited.view.ownerId === null;
  const someoneElses =
    edited !== null && !ownerless && edited.view.ownerId !== permissions.admin?.id;

  const trimmed = name.trim();
  const clash =
    trimmed === initial.name
      ? undefined
      : takenNames.find((taken) => viewNameKey(taken) === viewNameKey(trimmed));
  const refusal = isApiError(error) ? error.fieldErrors.name : undefined;
  const nameError = clash
    ? messageText(m('views.nameTaken', { name: clash }))
    : refusal && sentName === trimmed
      ? refusal.map((message) => messageText(message)).join(' ')
      : null;
  const formError = error && !refusal ? getErrorMessage(error) : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!trimmed || clash) return;
    setSentName(trimmed);
    onSave({ name: trimmed, scope, makeDefault });
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle>
        {edited ? t('dialog.changeTitle', { name: edited.name }) : t('dialog.title')}
      </DialogTitle>
      <DialogContent>
        {formError ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {formError}
          </Alert>
        ) : null}
        <TextField
          autoFocus
          required
          fullWidth
          margin="dense"
          label={t('dialog.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError !== null}
          helperText={nameError ?? ' '}
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
                // Keeping a view shared as it is needs no permission to share; sharing anew does.
                disabled={value === 'personal' ? ownerless : !mayShare && value !== initial.scope}
                label={
                  value === 'personal' && someoneElses
                    ? t('dialog.personalOwner')
                    : t(`dialog.${value}`, { role })
                }
              />
            ))}
          </RadioGroup>
          {ownerless ? <FormHelperText>{t('dialog.ownerless')}</FormHelperText> : null}
          {mayShare ? null : <FormHelperText>{t('dialog.shareDenied')}</FormHelperText>}
        </FormControl>
        {edited ? null : (
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
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          loading={busy}
          disabled={!trimmed || clash !== undefined}
        >
          {edited ? t('dialog.saveChanges') : t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
