/*
 * Where each list was left, so every way back to it lands there: its URL state (search,
 * filters, tab, sort, page, rows per page) and the row last opened from it. Lists write it
 * (`useListParams`); the ways back read it: the form's Save, Cancel and delete, "Back to the
 * list", the breadcrumb and a missing record's link (`listHref`). The browser's Back has the
 * URL already; the row to focus is the same for every way. Kept per tab (sessionStorage), so
 * a reload keeps it and another tab has its own.
 */

const STORAGE_KEY = 'showroom.lists';

type ListPlace = { search: string; row?: number };

function load(): Record<string, ListPlace> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null
      ? (stored as Record<string, ListPlace>)
      : {};
  } catch {
    return {};
  }
}

let places: Record<string, ListPlace> | null = null;
const read = () => (places ??= load());

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(read()));
  } catch {
    // Storage full or refused: the memory lasts as long as the page.
  }
}

/** A list's path as the memory keys it: no query, no trailing slash. */
const keyOf = (path: string) => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/** Remembers the URL state (`?…` or empty) a list at `path` shows now. */
export function rememberListSearch(path: string, search: string) {
  const key = keyOf(path);
  const place = read()[key];
  const normal = search && !search.startsWith('?') ? `?${search}` : search;
  if (place?.search === normal) return;
  read()[key] = { ...place, search: normal };
  save();
}

/**
 * The way back to the list at `path`, as it was left: the path with its remembered URL
 * state. A path with a query of its own, or one no list remembers, is kept as it is.
 */
export function listHref(path: string): string {
  if (/[?#]/.test(path)) return path;
  const search = read()[keyOf(path)]?.search;
  return search ? `${keyOf(path)}${search}` : path;
}

/** Remembers the row opened from the list at `path` (its edit form, details, a new record). */
export function rememberOpenedRow(path: string, id: number) {
  const key = keyOf(path);
  read()[key] = { search: read()[key]?.search ?? '', row: id };
  save();
}

/** The row last opened from the list at `path`: the list focuses it on its return. */
export const openedRow = (path: string): number | undefined => read()[keyOf(path)]?.row;

/** The list at `path` has come back to its opened row: the next return starts at the top. */
export function forgetOpenedRow(path: string) {
  const place = read()[keyOf(path)];
  if (place?.row === undefined) return;
  read()[keyOf(path)] = { search: place.search };
  save();
}
