import type { BulkEditResult } from '@showroom/contract';
import { BULK_EDIT_MAX } from '@showroom/contract/values';

/** What several requests did, as one answer; `error` is why the last one failed, if it did. */
export type ChunkedResult = { result: BulkEditResult; error: unknown };

const nothingYet = (dryRun: boolean): BulkEditResult => ({
  dryRun,
  matched: 0,
  more: false,
  records: [],
  unchanged: 0,
  done: [],
  refused: [],
  oneWay: [],
});

/**
 * Sends `items` `BULK_EDIT_MAX` at a time, one request after another (each is one transaction
 * on the server), and adds their answers up. A failed request stops the rest: what the earlier
 * ones did stays done, and is answered with the failure so it can still be shown and undone.
 */
export async function inChunks<T>(
  items: readonly T[],
  dryRun: boolean,
  send: (chunk: T[]) => Promise<BulkEditResult>,
  onProgress?: (sent: number) => void,
): Promise<ChunkedResult> {
  const total = nothingYet(dryRun);
  for (let start = 0; start < items.length; start += BULK_EDIT_MAX) {
    const chunk = items.slice(start, start + BULK_EDIT_MAX);
    try {
      const answer = await send(chunk);
      total.matched += answer.matched;
      total.unchanged += answer.unchanged;
      total.records.push(...answer.records);
      total.done.push(...answer.done);
      total.refused.push(...answer.refused);
      total.oneWay.push(...answer.oneWay);
    } catch (error) {
      return { result: total, error };
    }
    onProgress?.(start + chunk.length);
  }
  return { result: total, error: null };
}
