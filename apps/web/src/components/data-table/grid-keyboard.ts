import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** What can take focus inside a cell: a link, a button, a checkbox, a sort label. */
const WIDGETS = 'a[href], button:not(:disabled), input:not(:disabled), [role="button"]';

/** The places focus can rest in a row: each widget of a cell, or the cell itself if it has none. */
function stopsOf(row: HTMLTableRowElement): HTMLElement[] {
  return [...row.cells].flatMap((cell) => {
    const widgets = [...cell.querySelectorAll<HTMLElement>(WIDGETS)];
    return widgets.length > 0 ? widgets : [cell];
  });
}

/** Which cell of its row a stop is in, and which of that cell's stops it is. */
function placeOf(row: HTMLTableRowElement, stop: HTMLElement) {
  const cell = stop.closest('td, th');
  const column = cell ? [...row.cells].indexOf(cell as HTMLTableCellElement) : 0;
  const inCell = cell ? [...cell.querySelectorAll<HTMLElement>(WIDGETS)].indexOf(stop) : 0;
  return { column, inCell: Math.max(0, inCell) };
}

/** The stop of a row in a given column (the same widget of the cell if it has as many). */
function stopAt(row: HTMLTableRowElement, column: number, inCell: number): HTMLElement | undefined {
  const cell = row.cells[Math.min(column, row.cells.length - 1)];
  if (!cell) return undefined;
  const widgets = [...cell.querySelectorAll<HTMLElement>(WIDGETS)];
  return widgets.length > 0 ? widgets[Math.min(inCell, widgets.length - 1)] : cell;
}

/**
 * Every stop of the table leaves the tab order but the current one (the first if the current
 * one has gone); returns the stop that stays.
 */
function settle(table: HTMLTableElement, current: HTMLElement | null): HTMLElement | null {
  const stops = [...table.rows].flatMap(stopsOf);
  const kept = current && stops.includes(current) ? current : (stops[0] ?? null);
  for (const stop of stops) stop.tabIndex = stop === kept ? 0 : -1;
  // A cell that was a stop until its widget came (a checkbox enabled, a name read) is no more.
  for (const row of table.rows)
    for (const cell of row.cells) if (!stops.includes(cell)) cell.removeAttribute('tabindex');
  return kept;
}

/** The first or the last stop of a row, if there is a row. */
const endOf = (row: HTMLTableRowElement | undefined, last: boolean) =>
  row ? (last ? stopsOf(row).at(-1) : stopsOf(row)[0]) : undefined;

/**
 * The keyboard of a table with `role="grid"` (WAI-ARIA grid pattern): the whole table is one
 * tab stop, the last place focus rested in it; the arrow keys move between cells (and between
 * the widgets of a cell: a checkbox, a sort label, each row action), Home and End to the
 * ends of a row, Ctrl+Home and Ctrl+End to the first and last cell. Rows that come and go
 * (paging, loading) keep one stop reachable.
 */
export function useGridKeyboard(table: RefObject<HTMLTableElement | null>) {
  const current = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = table.current;
    if (!element) return;
    const settleHere = () => {
      current.current = settle(element, current.current);
    };
    settleHere();
    // Cells render their own content (a name read later, a menu button on a phone) and enable
    // their widgets (the header's checkbox once rows are there): each change is settled again.
    const observer = new MutationObserver(settleHere);
    observer.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    const onFocus = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const row = target.closest('tr');
      if (target !== current.current && row && stopsOf(row).includes(target)) {
        current.current = target;
        settleHere();
      }
    };
    element.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', onFocus);
    };
  }, [table]);

  return (event: KeyboardEvent<HTMLTableElement>) => {
    const element = table.current;
    const from = event.target as HTMLElement;
    const row = from.closest('tr');
    if (!element || !row || !element.contains(row)) return;
    // A text box inside a cell keeps its own keys.
    if (from instanceof HTMLInputElement && from.type !== 'checkbox') return;
    const rows = [...element.rows].filter((each) => stopsOf(each).length > 0);
    const rowIndex = rows.indexOf(row);
    const stops = stopsOf(row);
    const index = stops.indexOf(from);
    const rtl = getComputedStyle(element).direction === 'rtl';
    const { column, inCell } = placeOf(row, from);
    const toRow = (target: HTMLTableRowElement | undefined) =>
      target ? stopAt(target, column, inCell) : undefined;
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = stops[index + (rtl ? -1 : 1)];
        break;
      case 'ArrowLeft':
        next = stops[index + (rtl ? 1 : -1)];
        break;
      case 'ArrowDown':
        next = toRow(rows[rowIndex + 1]);
        break;
      case 'ArrowUp':
        next = toRow(rows[rowIndex - 1]);
        break;
      case 'Home':
        next = event.ctrlKey ? endOf(rows[0], false) : stops[0];
        break;
      case 'End':
        next = event.ctrlKey ? endOf(rows.at(-1), true) : stops.at(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!next) return;
    current.current = settle(element, next);
    next.focus();
  };
}
