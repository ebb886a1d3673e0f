import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { rememberListSearch } from './list-memory';
import { parseListParams, toSearchParams, type ListOptions, type ListParams } from './list-params';

/** A change to a list's state: the new values, or a function of the state to change. */
export type ListParamsPatch = Partial<ListParams> | ((current: ListParams) => Partial<ListParams>);
export type SetListParams = (patch: ListParamsPatch, options?: { replace?: boolean }) => void;
/** Sets some filters (`undefined` clears one) and keeps the others. */
export type SetListFilters = (
  patch: Record<string, string | undefined>,
  options?: { replace?: boolean },
) => void;

/**
 * A list's state as the URL keeps it, and the way to change it: anything but a page change
 * starts again from page 1. The URL says what is shown, so a size the pager does not offer,
 * a sort the API refuses, a filter value it does not offer or a trash the role may not open
 * is rewritten at once to what the list actually uses. `options` should keep its identity
 * between renders (its arrays memoised or module constants).
 *
 * A change builds on the last change asked for, not on the state of the last render: two
 * changes in a row (a typed record id written to the URL, then a date picked before the page
 * has re-rendered) keep both.
 *
 * The state a list shows is remembered for its path (`list-memory.ts`), so the ways back to
 * the list (a form's Save and Cancel, "Back to the list", the breadcrumb) land on it as it was.
 */
export function useListParams<Key extends string>({
  sortable,
  trash,
  filters,
}: ListOptions<Key>): { params: ListParams; setParams: SetListParams; setFilters: SetListFilters } {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const params = useMemo(
    () => parseListParams(searchParams, { sortable, trash, filters }),
    [searchParams, sortable, trash, filters],
  );
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const setParams = useCallback<SetListParams>(
    (patch, options = {}) => {
      const changes = typeof patch === 'function' ? patch(latest.current) : patch;
      const next = { ...latest.current, ...changes };
      if (!('page' in changes)) next.page = 1;
      latest.current = next;
      setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
    },
    [setSearchParams],
  );

  const setFilters = useCallback<SetListFilters>(
    (patch, options) =>
      setParams((current) => {
        const merged = Object.entries({ ...current.filters, ...patch });
        return {
          filters: Object.fromEntries(
            merged.filter((entry): entry is [string, string] => entry[1] !== undefined),
          ),
        };
      }, options),
    [setParams],
  );

  const canonical = toSearchParams(params).toString();
  useEffect(() => {
    if (searchParams.toString() !== canonical)
      setSearchParams(new URLSearchParams(canonical), { replace: true });
    else rememberListSearch(pathname, canonical);
  }, [canonical, searchParams, setSearchParams, pathname]);

  return { params, setParams, setFilters };
}
