import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import type { SavedView } from '@showroom/contract';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/api-error';
import { MenuButton } from '../menu-button';
import { builtInViewKey } from './built-in-views';
import { useConfirmation } from '../use-confirmation';
import { SaveViewDialog } from './save-view-dialog';
import type { ListViewsState } from './use-list-views';

/**
 * A list's saved views, one click each, above its table: the view shown is marked, a change
 * not saved is said, and the state shown can be saved, as a new view or into the view it
 * changed. The active view's menu makes it the person's default or deletes it.
 */
export function ListViews({ views: state }: { views: ListViewsState }) {
  const { t } = useTranslation('views');
  const [saving, setSaving] = useState(false);
  const { active, changed, views, defaultViewId } = state;
  // The views Showroom comes with are named in the app's language; any other as it was typed.
  const nameOf = (view: SavedView) => {
    const key = builtInViewKey(view);
    return key ? t(`builtIn.${key}`) : view.name;
  };
  const removal = useConfirmation({
    title: t('deleteTitle', { name: active ? nameOf(active) : '' }),
    message: active?.scope === 'personal' ? t('deleteMine') : t('deleteShared'),
    confirmLabel: t('delete'),
    destructive: true,
    busy: state.remove.isPending,
    onConfirm: (close) => {
      if (active) state.remove.mutate(active, { onSettled: close });
    },
  });
  if (!state.enabled) return null;
  if (state.query.isError) {
    return (
      <Alert severity="warning" sx={{ mx: 2, mt: 2 }}>
        {t('loadError')}
      </Alert>
    );
  }
  /** One view, one click; its name is its accessible name, what it is its hover text. */
  const chip = (
    key: string,
    label: string,
    selected: boolean,
    onClick: () => void,
    marks?: { icon: ReactElement; title: string },
  ) => (
    <Chip
      key={key}
      label={label}
      onClick={onClick}
      aria-pressed={selected}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      {...(marks ? { icon: marks.icon, title: marks.title } : {})}
    />
  );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
        <Box
          role="group"
          aria-label={t('label')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          {chip('all', t('all'), active === null, () => state.open(null))}
          {views.map((view) => {
            const marks =
              view.id === defaultViewId
                ? { icon: <StarIcon fontSize="small" />, title: t('isDefault') }
                : view.scope !== 'personal'
                  ? { icon: <GroupsOutlinedIcon fontSize="small" />, title: t('shared') }
                  : undefined;
            return chip(
              String(view.id),
              nameOf(view),
              view.id === active?.id,
              () => state.open(view),
              marks,
            );
          })}
        </Box>
        {active ? (
          <MenuButton
            label={t('options', { name: nameOf(active) })}
            icon={<MoreVertIcon fontSize="small" />}
            items={(close) => [
              <MenuItem
                key="default"
                onClick={() => {
                  close();
                  state.makeDefault.mutate(active.id === defaultViewId ? null : active.id);
                }}
              >
                {active.id === defaultViewId ? t('stopDefault') : t('makeDefault')}
              </MenuItem>,
              active.editable ? (
                <MenuItem
                  key="delete"
                  onClick={() => {
                    close();
                    removal.ask();
                  }}
                >
                  {t('delete')}
                </MenuItem>
              ) : null,
            ]}
          />
        ) : null}
        {changed ? (
          <Typography role="status" variant="body2" sx={{ color: 'warning.main', fontWeight: 500 }}>
            {t('changed')}
          </Typography>
        ) : null}
        {changed && active?.editable ? (
          <Button
            size="small"
            variant="outlined"
            loading={state.save.isPending}
            onClick={() => state.save.mutate(active)}
          >
            {t('save')}
          </Button>
        ) : null}
        {changed || !active ? (
          <Button
            size="small"
            // The card's text colour: a primary text this small is too faint on some dark themes.
            color="inherit"
            startIcon={<BookmarkAddOutlinedIcon />}
            onClick={() => {
              state.saveAs.reset();
              setSaving(true);
            }}
          >
            {t('saveAs')}
          </Button>
        ) : null}
      </Box>
      {state.missing ? (
        <Alert severity="info" onClose={state.dismissMissing} sx={{ mx: 2, mt: 2 }}>
          {t('missing', { view: state.missing.view, names: state.missing.names.join(', ') })}
        </Alert>
      ) : null}
      <SaveViewDialog
        open={saving}
        busy={state.saveAs.isPending}
        error={state.saveAs.error ? getErrorMessage(state.saveAs.error) : null}
        onCancel={() => setSaving(false)}
        onSave={(view) => state.saveAs.mutate(view, { onSuccess: () => setSaving(false) })}
      />
      {removal.dialog}
    </>
  );
}
