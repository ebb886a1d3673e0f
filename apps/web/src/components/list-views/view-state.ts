import type { ViewState } from '@showroom/contract';
import type { ColumnVisibility } from '../data-table/column-chooser';
import {
  PAGE_SIZE_OPTIONS,
  type ListOptions,
  type ListParams,
} from '../../lib/resource/list-params';

/** What a list offers a view: its filters, sorts and columns, and which columns start hidden. */
export type ListShape = Required<ListOptions> & {
  columns: readonly string[];
  initialColumns: ColumnVisibility;
};

/** A view as the list can open it now, and what it named that the list no longer has. */
export type OpenedView = {
  params: Pick<ListParams, 'search' | 'sortBy' | 'sortDirection' | 'limit' | 'filters'>;
  columns: ColumnVisibility;
  missing: string[];
};

/**
 * Opens a saved view on a list as the list is now: a filter, sort or column the list no longer
 * has (or a filter value it no longer offers) is left out and named in `missing`, so the view
 * still opens and the person is told what it lost.
 */
export function openView(state: ViewState, shape: ListShape): OpenedView {
  const missing: string[] = [];
  const filters: Record<string, string> = {};
  for (const [field, value] of Object.entries(state.filters)) {
    const filter = shape.filters.find((known) => known.field === field);
    if (filter?.accepts(value)) filters[field] = value;
    else missing.push(field);
  }
  const columns: ColumnVisibility = { ...shape.initialColumns };
  for (const [field, shown] of Object.entries(state.columns)) {
    if (shape.columns.includes(field)) columns[field] = shown;
    else missing.push(field);
  }
  let sortBy = state.sortBy;
  if (sortBy !== null && !shape.sortable.includes(sortBy)) {
    missing.push(sortBy);
    sortBy = null;
  }
  const limit = (PAGE_SIZE_OPTIONS as readonly number[]).includes(state.limit)
    ? state.limit
    : PAGE_SIZE_OPTIONS[1];
  return {
    params: { search: state.search, sortBy, sortDirection: state.sortDirection, limit, filters },
    columns,
    missing,
  };
}

/** What a list shows now, as a view saves it. */
export function stateOf(params: ListParams, columns: ColumnVisibility): ViewState {
  return {
    search: params.search,
    sortBy: params.sortBy,
    sortDirection: params.sortBy ? params.sortDirection : 'DESC',
    limit: params.limit,
    filters: params.filters,
    columns,
  };
}

const hiddenOf = (columns: ColumnVisibility) =>
  Object.keys(columns)
    .filter((field) => columns[field] === false)
    .sort()
    .join(',');

const sameRecord = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

/** Whether the list shows what an opened view shows (the page it is on aside). */
export function showsView(view: OpenedView, params: ListParams, columns: ColumnVisibility) {
  const wanted = view.params;
  return (
    wanted.search === params.search &&
    wanted.sortBy === params.sortBy &&
    (wanted.sortBy === null || wanted.sortDirection === params.sortDirection) &&
    wanted.limit === params.limit &&
    sameRecord(wanted.filters, params.filters) &&
    hiddenOf(view.columns) === hiddenOf(columns)
  );
}
