import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_LIMIT, type ListDeletion } from './use-list-deletion';
import type { ListSelection } from './use-list-selection';

/**
 * What acts on the selected rows, shown while some are: how many are selected, the offer to
 * take every row that matches (up to `BULK_LIMIT`), `actions` (edit fields), and delete
 * (restore, in the trash) for a role that may.
 */
export function BulkActionBar({
  selection,
  deletion,
  trash,
  pageSelected,
  count,
  rowsShown,
  selectedShown,
  items,
  canDelete = true,
  actions,
}: {
  selection: ListSelection;
  deletion: Pick<ListDeletion, 'busy' | 'matchingCount' | 'askDeleteSelected' | 'restoreSelected'>;
  trash: boolean;
  /** Every row of the page is selected. */
  pageSelected: boolean;
  /** How many records match. */
  count: number;
  rowsShown: number;
  /** How many of the selected rows this page shows: the others were ticked on other pages. */
  selectedShown: number;
  /** The counted noun: "3 brands". */
  items(count: number): string;
  canDelete?: boolean;
  /** Other actions on the selection, before delete. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { matchingCount, busy } = deletion;
  const selectedCount = selection.allMatching ? matchingCount : selection.ids.length;
  if (selectedCount === 0) return null;
  const offerAllMatching = pageSelected && !selection.allMatching && count > rowsShown;
  const elsewhere = selection.allMatching ? 0 : selectedCount - selectedShown;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      role="region"
      aria-label={t('list.bulkActions')}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {selection.allMatching
          ? t('list.allMatchingSelected', { count: selectedCount, items: items(selectedCount) })
          : elsewhere > 0
            ? t('list.selectedElsewhere', { count: selectedCount, elsewhere })
            : t('list.selected', { count: selectedCount })}
      </Typography>
      {offerAllMatching ? (
        <Button size="small" onClick={selection.selectAllMatching}>
          {t(count > BULK_LIMIT ? 'list.selectFirstMatching' : 'list.selectAllMatching', {
            count: matchingCount,
            items: items(matchingCount),
          })}
        </Button>
      ) : null}
      {selection.allMatching || elsewhere > 0 ? (
        <Button size="small" onClick={selection.clear}>
          {t('list.clearSelection')}
        </Button>
      ) : null}
      {actions}
      {!canDelete ? null : trash ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<RestoreIcon />}
          disabled={busy}
          onClick={deletion.restoreSelected}
        >
          {t('actions.restoreSelected')}
        </Button>
      ) : (
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          disabled={busy}
          onClick={deletion.askDeleteSelected}
        >
          {busy ? t('actions.deleting') : t('actions.deleteSelected')}
        </Button>
      )}
    </Stack>
  );
}
