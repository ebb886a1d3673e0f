import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

type Versioned = { id: number; version: number };

/**
 * The version of a record that an edit form shows. A form never opens on a copy the app knows
 * to be out of date: while such a copy is being fetched again, there is no row yet (the page
 * shows its skeleton). After that, a newer version from the server (a background refetch, a
 * save elsewhere) takes the form's place only while nothing is typed, so typing is never thrown
 * away under the user's hands; saving over the newer version then meets the server's 409 and
 * its reload offer. `reload` fetches the record and shows it even over typing (the user asked
 * for it); `show` shows a version just saved.
 */
export function useEditedRecord<Row extends Versioned>(query: UseQueryResult<Row>) {
  const latest = query.data;
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState(query.isFetching ? undefined : latest);
  const follow = shown ? latest?.id !== shown.id || !dirty : !query.isFetching;
  if (latest && latest !== shown && follow) setShown(latest);
  const { refetch } = query;
  const reload = useCallback(async () => {
    const { data } = await refetch();
    if (data) setShown(data);
  }, [refetch]);
  return { row: shown, setDirty, show: setShown, reload };
}
