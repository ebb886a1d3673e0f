/** What fitting needs of a shown column: the least width it takes, and when it may go first. */
export type FitColumn = {
  field: string;
  least: number;
  hideBelow?: 'sm' | 'md' | 'lg' | undefined;
  /** A date: wide, and the least telling at a glance, it goes one step earlier. */
  date?: boolean;
};

/** The columns left out for wider screens go first, those for the widest first of all. */
const rank = { lg: 0, md: 1, sm: 2 } as const;
const ALWAYS = 3;
const rankOf = (column: FitColumn) =>
  (column.hideBelow ? rank[column.hideBelow] : ALWAYS) - (column.date ? 1 : 0);

/**
 * The columns to leave out so a table fits `room` pixels without scrolling sideways: while
 * the least widths (and `other`, the checkbox and actions columns) add up to more, it drops
 * the columns declared for the widest screens (`hideBelow: 'lg'`), then `md`, then `sm`,
 * then any other, each time the last one first; a date goes a step earlier than its
 * declaration says. The first column (the row's name) and the
 * `pinned` ones (chosen in the Columns menu) stay.
 */
export function columnsToDrop(
  columns: readonly FitColumn[],
  room: number,
  other: number,
  pinned: ReadonlySet<string>,
): Set<string> {
  let total = other + columns.reduce((sum, column) => sum + column.least, 0);
  const dropped = new Set<string>();
  if (total <= room) return dropped;
  const candidates = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column, index }) => index > 0 && !pinned.has(column.field))
    .sort((a, b) => rankOf(a.column) - rankOf(b.column) || b.index - a.index);
  for (const { column } of candidates) {
    if (total <= room) break;
    dropped.add(column.field);
    total -= column.least;
  }
  return dropped;
}
