import { useCallback, useState } from 'react';
import type { ListParams } from '../../lib/resource/list-params';

/**
 * The rows picked for a bulk action: some ids, or "every row that matches". A selection
 * belongs to the rows it was made among: it stays while staff page through them (or show more
 * a page), and another search, filter, sort, view or the trash starts it again.
 */
export function useListSelection(params: ListParams) {
  const [ids, setIds] = useState<number[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const { page: _page, limit: _limit, ...among } = params;
  const paramsKey = JSON.stringify(among);
  const [madeOn, setMadeOn] = useState(paramsKey);
  if (madeOn !== paramsKey) {
    setMadeOn(paramsKey);
    setIds([]);
    setAllMatching(false);
  }
  const clear = useCallback(() => {
    setIds([]);
    setAllMatching(false);
  }, []);
  const pick = useCallback((picked: number[]) => {
    setIds(picked);
    setAllMatching(false);
  }, []);
  return { ids, allMatching, pick, selectAllMatching: () => setAllMatching(true), clear };
}

export type ListSelection = ReturnType<typeof useListSelection>;
