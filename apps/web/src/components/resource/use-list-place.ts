import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { forgetOpenedRow, openedRow } from '../../lib/resource/list-memory';

/** How many frames a returning list waits for the opened row to be drawn. */
const FRAMES_TO_WAIT = 60;

/** Where focus goes in a row: its first data cell (or that cell's link or button). */
function stopOf(row: HTMLElement): HTMLElement {
  const cell = row.querySelector<HTMLElement>('td[data-field]') ?? row;
  const widget = cell.querySelector<HTMLElement>('a[href], button:not(:disabled)');
  if (widget) return widget;
  if (!cell.hasAttribute('tabindex')) cell.tabIndex = -1;
  return cell;
}

/**
 * A list that opens starts at its top. Coming back from a row it opened (its form, its
 * details: `rememberOpenedRow`), by any way, the list puts keyboard focus on that row once
 * its rows are drawn, scrolled into view if it is below the fold; if the row is no longer
 * there (deleted, moved to another page) focus goes to the page's main region, not lost to
 * the page's body. `ids`: the rows of the list's answer, `null` until it has one.
 */
export function useListPlace(
  listPath: string,
  container: RefObject<HTMLElement | null>,
  ids: readonly number[] | null,
) {
  const [row] = useState(() => openedRow(listPath));
  const ready = ids !== null;
  // Whether the row is in the answer (the table may still show rows of a copy read before).
  const listed = row !== undefined && ids !== null && ids.includes(row);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const [settled, setSettled] = useState(row === undefined);
  useEffect(() => {
    if (settled || !ready) return;
    let frames = 0;
    let frame = 0;
    const look = () => {
      const element = listed
        ? container.current?.querySelector<HTMLElement>(`tr[data-id="${row}"]`)
        : null;
      if (listed && !element && frames++ < FRAMES_TO_WAIT) {
        frame = requestAnimationFrame(look);
        return;
      }
      setSettled(true);
      forgetOpenedRow(listPath);
      if (element) {
        stopOf(element).focus({ preventScroll: true });
        element.scrollIntoView({ block: 'nearest' });
      } else {
        document.getElementById('main')?.focus({ preventScroll: true });
      }
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [settled, ready, listed, row, listPath, container]);
}
