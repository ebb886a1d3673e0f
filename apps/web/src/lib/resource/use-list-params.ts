import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListParams, toSearchParams, type ListOptions, type ListParams } from './list-params';

export type SetListParams = (patch: Partial<ListParams>, options?: { replace?: boolean }) => void;

/**
 * A list's state as the URL keeps it, and the way to change it: anything but a page change
 * starts again from page 1. The URL says what is shown, so a size the pager does not offer,
 * a sort the API refuses, a filter value it does not offer or a trash the role may not open
 * is rewritten at once to what the list actually uses. `options` should keep its identity
 * between renders (its arrays memoised or module constants).
 */
export function useListParams<Key extends string>({
  sortable,
  trash,
  filters,
}: ListOptions<Key>): { params: ListParams; setParams: SetListParams } {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(
    () => parseListParams(searchParams, { sortable, trash, filters }),
    [searchParams, sortable, trash, filters],
  );
  const setParams = useCallback<SetListParams>(
    (patch, options = {}) => {
      const next = { ...params, ...patch };
      if (!('page' in patch)) next.page = 1;
      setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
    },
    [params, setSearchParams],
  );

  const canonical = toSearchParams(params).toString();
  useEffect(() => {
    if (searchParams.toString() !== canonical)
      setSearchParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, searchParams, setSearchParams]);

  return { params, setParams };
}
