import { useCallback, useState } from 'react';
import type { ListParams } from '../../lib/resource/list-params';

/**
 * The rows picked for a bulk action: some ids, or "every row that matches". A selection
 * belongs to the list it was made on: another page, search or filter starts it again.
 */
export function useListSelection(params: ListParams) {
  const [ids, setIds] = useState<number[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const paramsKey = JSON.stringify(params);
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
