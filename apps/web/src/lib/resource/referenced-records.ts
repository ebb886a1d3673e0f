import type { QueryClient } from '@tanstack/react-query';
import { settleEach } from '../settle';
import {
  referenceLabelQuery,
  referenceSearchQuery,
  type ReferenceName,
  type ReferenceOption,
} from './references';

/** The records some rows point at, looked up by source and id. */
export type ReferencedRecords = (
  reference: ReferenceName,
  id: number,
) => ReferenceOption | undefined;

/**
 * The records the rows point at (their names, and currencies where they have one), where no
 * cell reads them one by one (the CSV export): each source's first 100 records in one read,
 * then each record not among them, a few at a time, as the grid's cells read them. A source
 * the role may not read is left out (its records stay unnamed).
 */
export async function readReferencedRecords(
  queryClient: QueryClient,
  wanted: ReadonlyMap<ReferenceName, ReadonlySet<number>>,
  readable: (reference: ReferenceName) => boolean,
): Promise<ReferencedRecords> {
  const found = new Map<string, ReferenceOption>();
  const keyOf = (reference: ReferenceName, id: number) => `${reference}:${id}`;
  for (const [reference, ids] of wanted) {
    if (!readable(reference) || ids.size === 0) continue;
    const keep = (option: ReferenceOption) => {
      if (ids.has(option.id)) found.set(keyOf(reference, option.id), option);
    };
    (await queryClient.query(referenceSearchQuery(reference, ''))).forEach(keep);
    const others = [...ids].filter((id) => !found.has(keyOf(reference, id)));
    await settleEach(others, async (id) =>
      keep(await queryClient.query(referenceLabelQuery(reference, id))),
    );
  }
  return (reference, id) => found.get(keyOf(reference, id));
}
