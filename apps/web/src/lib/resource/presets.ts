import type { ResourceColumn } from './define-resource';

/** How a column shows on the list: hidden at first, left out below a breakpoint, its size. */
export type ColumnShows = Pick<ResourceColumn<unknown>, 'hidden' | 'hideBelow' | 'width' | 'flex'>;

/**
 * The columns many resources declare alike, so a declaration says only how its list shows
 * them: `column.id({ hidden: true })`, `...column.names('title', { arabicBelow: 'lg' })`.
 */
export const column = {
  /** The record's id. */
  id: (shows: ColumnShows) => ({ field: 'id', kind: 'id', ...shows }) as const,

  /**
   * A text kept in English and in Arabic (`<base>En`, `<base>Ar`): the Arabic column reads
   * right to left and is the one left out on narrow screens.
   */
  names<Base extends string>(
    base: Base,
    { arabicBelow, flex }: { arabicBelow: 'sm' | 'md' | 'lg'; flex?: number },
  ) {
    const size = flex === undefined ? {} : { flex };
    return [
      { field: `${base}En`, kind: 'text', ...size },
      { field: `${base}Ar`, kind: 'text', dir: 'rtl', hideBelow: arabicBelow, ...size },
    ] as const;
  },

  /** Whether the record shows on the marketplace. */
  active: (shows: ColumnShows = {}) => ({ field: 'isActive', kind: 'boolean', ...shows }) as const,

  /** Where the record stands in the marketplace's lists. */
  sortOrder: (shows: ColumnShows) => ({ field: 'sortOrder', kind: 'number', ...shows }) as const,

  /** When the record last changed. */
  updatedAt: (shows: ColumnShows) => ({ field: 'updatedAt', kind: 'date', ...shows }) as const,
};

/** The form fields many resources declare alike. */
export const field = {
  /**
   * A name kept in English and in Arabic: the English one is required and the form starts
   * on it; the Arabic one is typed right to left.
   */
  names<Base extends string>(base: Base) {
    return [
      { name: `${base}En`, kind: 'text', required: true, dir: 'ltr', autoFocus: true },
      { name: `${base}Ar`, kind: 'text', dir: 'rtl' },
    ] as const;
  },

  /** Where the record stands in the marketplace's lists: a new one comes first (0). */
  sortOrder: { name: 'sortOrder', kind: 'number' },
  /** Whether the record shows on the marketplace: a new one does. */
  active: { name: 'isActive', kind: 'switch', initial: true },
} as const;
