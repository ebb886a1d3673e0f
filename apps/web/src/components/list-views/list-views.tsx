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
import { MenuButton } from '../menu-button';
import { useConfirmation } from '../use-confirmation';
import { SaveViewDialog } from './save-view-dialog';
import type { ListViewsState } from './use-list-views';

/** What the dialog is for: a new view, or renaming (and re-sharing) one. */
type Dialogue = { kind: 'new' } | { kind: 'change'; view: SavedView };

/**
 * A list's saved views, one click each, above its table: the view shown is marked (the
 * person's default, a shared view), a change not saved is said, and the state shown can be
 * saved, as a new view or into the view it changed. The active view's menu makes it the
 * person's default, renames it or changes who sees it (whoever may change it), or deletes it
 * (asked first, with an Undo after).
 */
export function ListViews({ views: state }: { views: ListViewsState }) {
  const { t } = useTranslation('views');
  // Kept while the dialog closes, so it does not change under the person's eyes.
  const [dialogue, setDialogue] = useState<Dialogue>({ kind: 'new' });
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = (next: Dialogue) => {
    setDialogue(next);
    setDialogOpen(true);
  };
  // The view asked about stays named while its question closes, after it has gone.
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const { active, changed, views, defaultViewId, nameOf } = state;
  const removal = useConfirmation({
    title: t('deleteTitle', { name: deleting ? nameOf(deleting) : '' }),
    message: deleting?.scope === 'personal' ? t('deleteMine') : t('deleteShared'),
    confirmLabel: t('delete'),
    destructive: true,
    busy: state.remove.isPending,
    onConfirm: (close) => {
      if (deleting) state.remove.mutate(deleting, { onSettled: close });
    },
  });
  // The view as it is now, should the list have been read again since the dialog opened.
  const changing =
    dialogue.kind === 'change'
      ? (views.find((view) => view.id === dialogue.view.id) ?? dialogue.view)
      : null;
  const writing = changing ? state.change : state.saveAs;
  // Names the person sees on this list, as shown and as stored, but the view renamed.
  const takenNames = views
    .filter((view) => view.id !== changing?.id)
    .flatMap((view) => [nameOf(view), view.name]);
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
    marks: { icon: ReactElement; title: string }[] = [],
  ) => (
    <Chip
      key={key}
      label={label}
      onClick={onClick}
      aria-pressed={selected}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      {...(marks.length > 0 && {
        icon: (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.25 }}>
            {marks.map((mark) => mark.icon)}
          </Box>
        ),
        title: marks.map((mark) => mark.title).join(' · '),
      })}
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
            const marks = [
              view.id === defaultViewId && {
                icon: <StarIcon key="default" fontSize="small" />,
                title: t('isDefault'),
              },
              view.scope !== 'personal' && {
                icon: <GroupsOutlinedIcon key="shared" fontSize="small" />,
                title: t('shared'),
              },
            ].filter((mark) => mark !== false);
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
                  key="change"
                  onClick={() => {
                    close();
                    state.change.reset();
                    openDialog({ kind: 'change', view: active });
                  }}
                >
                  {t('change')}
                </MenuItem>
              ) : null,
              active.editable ? (
                <MenuItem
                  key="delete"
                  onClick={() => {
                    close();
                    setDeleting(active);
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
              openDialog({ kind: 'new' });
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
        open={dialogOpen}
        edited={changing ? { view: changing, name: nameOf(changing) } : null}
        takenNames={takenNames}
        busy={writing.isPending}
        error={writing.error}
        onCancel={() => setDialogOpen(false)}
        onSave={(view) => {
          const done = { onSuccess: () => setDialogOpen(false) };
          if (changing) state.change.mutate({ view: changing, ...view }, done);
          else state.saveAs.mutate(view, done);
        }}
      />
      {removal.dialog}
    </>
  );
}
