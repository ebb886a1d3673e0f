/**
 * A CSV cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
 * carriage return) is written with a leading apostrophe, which a spreadsheet shows as text.
 * Showroom's exports write it so, and its imports take the apostrophe off again, so that a
 * file exported and imported back stores what it held: a title "-Special" stays "-Special".
 *
 * A value that already starts with apostrophes before such a character gets one more, so that
 * taking one off on the way in gives it back whole.
 */
const guarded = /^'*[=+\-@\t\r]/;

/** The cell as an export writes it: with a leading apostrophe when a spreadsheet would run it. */
export const guardFormula = (value: string): string => (guarded.test(value) ? `'${value}` : value);

/** The cell as an import reads it: the export's apostrophe taken off. */
export const unguardFormula = (cell: string): string =>
  cell.startsWith("'") && guarded.test(cell) ? cell.slice(1) : cell;
