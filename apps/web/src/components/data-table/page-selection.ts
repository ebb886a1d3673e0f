/**
 * What of a selection a page shows: the rows it offers for picking (`selectable`, all when not
 * given), how many of them are picked, and whether that is every one. The list's bulk bar and
 * the table's "select all rows" box read the same count.
 */
export function pageSelectionOf<Row extends { id: number }>(
  rows: readonly Row[],
  selection: readonly number[],
  selectable?: (row: Row) => boolean,
) {
  const picked = new Set(selection);
  const pickable = selectable ? rows.filter(selectable) : rows;
  const selectedHere = pickable.filter((row) => picked.has(row.id)).length;
  return {
    pickable,
    selectedHere,
    /** Every row the page offers is picked (and it offers some). */
    all: pickable.length > 0 && selectedHere === pickable.length,
  };
}
