import { describe, expect, it } from 'vitest';
import { defaultListParams } from '../../lib/resource/list-params';
import { openView, showsView, stateOf, type ListShape } from './view-state';

const shape: ListShape = {
  sortable: ['createdAt', 'price'],
  trash: false,
  filters: [
    { field: 'status', accepts: (value) => ['pending', 'sold'].includes(value) },
    { field: 'createdBefore', accepts: (value) => value === '-48h' },
  ],
  columns: ['title', 'price', 'createdAt'],
  initialColumns: { createdAt: false },
};

const saved = {
  search: 'kia',
  sortBy: 'price',
  sortDirection: 'ASC' as const,
  limit: 50,
  filters: { status: 'pending', createdBefore: '-48h' },
  columns: { price: false },
};

describe('opening a saved view', () => {
  it('sets the list state and the columns it saved', () => {
    const opened = openView(saved, shape);
    expect(opened.params).toEqual({
      search: 'kia',
      sortBy: 'price',
      sortDirection: 'ASC',
      limit: 50,
      filters: { status: 'pending', createdBefore: '-48h' },
    });
    expect(opened.columns).toEqual({ createdAt: false, price: false });
    expect(opened.missing).toEqual([]);
  });

  it('leaves out, and names, a filter, value, column or sort the list no longer has', () => {
    const opened = openView(
      {
        ...saved,
        sortBy: 'mileage',
        limit: 7,
        filters: { status: 'lost', gearbox: 'manual', createdBefore: '-48h' },
        columns: { engine: true, title: true },
      },
      shape,
    );
    expect(opened.params).toMatchObject({ sortBy: null, limit: 20 });
    expect(opened.params.filters).toEqual({ createdBefore: '-48h' });
    expect(opened.columns).toEqual({ createdAt: false, title: true });
    expect(opened.missing).toEqual(['status', 'gearbox', 'engine', 'mileage']);
  });
});

describe('a view changed and not saved', () => {
  const opened = openView(saved, shape);
  const shown = { ...defaultListParams, ...opened.params, view: 1 };

  it('is not changed by a page turned', () => {
    expect(showsView(opened, { ...shown, page: 4 }, opened.columns)).toBe(true);
  });

  it('is changed by a filter, a search, a sort, the rows per page or a column', () => {
    expect(showsView(opened, { ...shown, filters: { status: 'pending' } }, opened.columns)).toBe(
      false,
    );
    expect(showsView(opened, { ...shown, search: 'bmw' }, opened.columns)).toBe(false);
    expect(showsView(opened, { ...shown, sortDirection: 'DESC' }, opened.columns)).toBe(false);
    expect(showsView(opened, { ...shown, limit: 20 }, opened.columns)).toBe(false);
    expect(showsView(opened, shown, { createdAt: false })).toBe(false);
  });

  it('saves what is shown', () => {
    expect(stateOf(shown, opened.columns)).toEqual({ ...saved, columns: opened.columns });
  });
});
