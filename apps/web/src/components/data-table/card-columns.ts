import type { ColumnDefinition } from '../../lib/resource/define-resource';

/** A phone's card shows at most this many facts under its title. */
const MOST_FACTS = 4;

/**
 * What a row's card shows on a phone, from the columns' declarations (`card`): its title,
 * declared or the first text column (else the first reference, else the first shown), and its
 * key facts, declared or the columns shown from 900 px up that are neither text, id nor image
 * (a price, a status, a date), at most `MOST_FACTS`.
 */
export function cardColumns<Row>(columns: readonly ColumnDefinition<Row>[]) {
  const candidates = columns.filter((column) => column.card !== false && !column.hidden);
  const title =
    candidates.find((column) => column.card === 'title') ??
    candidates.find((column) => column.kind === 'text') ??
    candidates.find((column) => column.kind === 'reference') ??
    candidates.find((column) => column.kind !== 'id') ??
    candidates[0];
  const declared = candidates.filter((column) => column.card === 'fact');
  const facts = (
    declared.length > 0
      ? declared
      : candidates.filter(
          (column) =>
            column !== title &&
            column.hideBelow !== 'lg' &&
            column.kind !== 'text' &&
            column.kind !== 'id' &&
            column.kind !== 'image',
        )
  ).slice(0, MOST_FACTS);
  return { title, facts };
}
