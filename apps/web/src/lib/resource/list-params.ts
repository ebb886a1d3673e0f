import type { SortDirection } from '@showroom/contract';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@showroom/contract/values';

export const PAGE_SIZE_OPTIONS = [10, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE] as const;

/**
 * A list's state as the URL keeps it: `?page=&limit=&search=&sortBy=&sortDirection=&trash=1`,
 * and `view=` the saved view it came from (ADR 053), which the API is not sent.
 */
export type ListParams = {
  page: number;
  limit: number;
  search: string;
  sortBy: string | null;
  sortDirection: SortDirection;
  trash: boolean;
  /** The declared filters that are set: `?<field>=<value>`, sent to the API as they are. */
  filters: Record<string, string>;
  /** The saved view the state was opened from, changed since or not. */
  view: number | null;
};

export const defaultListParams: ListParams = {
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  search: '',
  sortBy: null,
  sortDirection: 'DESC',
  trash: false,
  filters: {},
  view: null,
};

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

const isPageSize = (value: number | null): value is number =>
  value !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);

/**
 * What the list may show besides the sort columns; the trash only to roles that may restore.
 * `Key`: the filter keys the API's list query accepts (a resource's `FilterKey`).
 */
export type ListOptions<Key extends string = string> = {
  sortable: readonly string[];
  trash: boolean;
  /** The URL keys of the declared filters and whether a value is one they offer. */
  filters?: readonly { field: Key; accepts(value: string): boolean }[];
};

/**
 * Reads the list state from the URL; anything unknown, out of range or not allowed to the
 * role falls back to defaults (the page then rewrites the URL, see `toSearchParams`). Only
 * the declared filter keys are read, and they go to the API as they are.
 */
export function parseListParams<Key extends string>(
  search: URLSearchParams,
  options: ListOptions<Key>,
): ListParams {
  const limit = positiveInt(search.get('limit'));
  const sortBy = search.get('sortBy');
  const direction = search.get('sortDirection');
  const page = positiveInt(search.get('page')) ?? 1;
  return {
    page: Number.isSafeInteger(page) ? page : 1,
    limit: isPageSize(limit) ? limit : DEFAULT_PAGE_SIZE,
    search: (search.get('search') ?? '').slice(0, 100),
    sortBy: sortBy !== null && options.sortable.includes(sortBy) ? sortBy : null,
    sortDirection: direction === 'ASC' || direction === 'DESC' ? direction : 'DESC',
    trash: options.trash && search.get('trash') === '1',
    view: positiveInt(search.get('view')),
    filters: Object.fromEntries(
      (options.filters ?? []).flatMap(({ field, accepts }) => {
        const value = search.get(field);
        return value !== null && accepts(value) ? [[field, value]] : [];
      }),
    ),
  };
}

/** Writes the list state to the URL, leaving defaults out so links stay short. */
export function toSearchParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.limit !== DEFAULT_PAGE_SIZE) search.set('limit', String(params.limit));
  if (params.search) search.set('search', params.search);
  if (params.sortBy) {
    search.set('sortBy', params.sortBy);
    search.set('sortDirection', params.sortDirection);
  }
  if (params.trash) search.set('trash', '1');
  if (params.view !== null) search.set('view', String(params.view));
  for (const [field, value] of Object.entries(params.filters)) search.set(field, value);
  return search;
}

/** The API's list query: offset is (page - 1) × limit (spec §7). */
export function toApiQuery(params: ListParams) {
  return {
    offset: (params.page - 1) * params.limit,
    limit: params.limit,
    search: params.search || undefined,
    sortBy: params.sortBy ?? undefined,
    sortDirection: params.sortBy ? params.sortDirection : undefined,
    deleted: params.trash ? 'true' : undefined,
    ...params.filters,
  };
}
