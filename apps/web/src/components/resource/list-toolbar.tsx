import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition } from '../../lib/resource/define-resource';
import type { ListParams } from '../../lib/resource/list-params';
import type { SetListFilters, SetListParams } from '../../lib/resource/use-list-params';
import { ListFilter } from './list-filters';
import { useTypedValue } from './use-typed-value';

/**
 * The row above a list's table: its search box (when the resource has search) and its filters
 * besides the status tabs; while rows are selected (`selecting`), what acts on them
 * (`children`) takes their place, in the same room, so that ticking a row moves nothing.
 */
export function ListToolbar({
  namespace,
  searchable,
  searchPlaceholder,
  filters,
  params,
  setParams,
  setFilters,
  selecting = false,
  children,
}: {
  namespace: string;
  searchable: boolean;
  searchPlaceholder: string;
  /** The filters shown here (not the tabs). */
  filters: FilterDefinition[];
  params: ListParams;
  setParams: SetListParams;
  setFilters: SetListFilters;
  /** Rows are selected: `children` shows over the search and filters. */
  selecting?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const commit = useCallback(
    (search: string) => setParams({ search }, { replace: true }),
    [setParams],
  );
  const search = useTypedValue(params.search, commit);
  return (
    // One grid cell holds both layers: the toolbar is as tall as the taller of them.
    <Box sx={{ display: 'grid', p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        // Hidden, not removed, while rows are selected: it keeps its room and leaves the Tab order.
        inert={selecting}
        sx={{
          gridArea: '1 / 1',
          visibility: selecting ? 'hidden' : 'visible',
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        {searchable ? (
          <TextField
            size="small"
            // A text box in the searchbox role: one of type "search" draws the browser's own
            // clear button beside ours.
            type="text"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            placeholder={searchPlaceholder}
            sx={{ maxWidth: { sm: 360 } }}
            slotProps={{
              htmlInput: {
                role: 'searchbox',
                enterKeyHint: 'search',
                'aria-label': t('list.search'),
                maxLength: 100,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: search.text ? (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      aria-label={t('list.clearSearch')}
                      onClick={() => search.setText('')}
                    >
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : null,
              },
            }}
          />
        ) : null}
        {filters.length > 0 ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', flexGrow: 1, justifyContent: { sm: 'flex-end' } }}
            role="group"
            aria-label={t('list.filters')}
          >
            {filters.map((filter) => (
              <ListFilter
                key={filter.field}
                filter={filter}
                namespace={namespace}
                value={params.filters[filter.field]}
                onChange={(value) => setFilters({ [filter.field]: value })}
                values={params.filters}
                onValues={setFilters}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
      {selecting ? (
        // On a phone the filters stand in a column: the bar sits at its foot, by the rows.
        <Box sx={{ gridArea: '1 / 1', alignSelf: { xs: 'end', sm: 'center' } }}>{children}</Box>
      ) : null}
    </Box>
  );
}
