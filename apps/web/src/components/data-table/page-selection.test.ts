import { describe, expect, it } from 'vitest';
import { pageSelectionOf } from './page-selection';

const rows = [{ id: 1 }, { id: 2 }, { id: 3, superAdmin: true }];
const notSuperAdmin = (row: { superAdmin?: boolean }) => !row.superAdmin;

describe('what of a selection a page shows', () => {
  it('counts only this page’s picked rows, not those picked on other pages', () => {
    expect(pageSelectionOf(rows, [2, 7, 9])).toMatchObject({ selectedHere: 1, all: false });
  });

  it('is all picked when every row it offers is, leaving out a row it does not offer', () => {
    const onPage = pageSelectionOf(rows, [1, 2, 40], notSuperAdmin);
    expect(onPage.pickable.map((row) => row.id)).toEqual([1, 2]);
    expect(onPage).toMatchObject({ selectedHere: 2, all: true });
    expect(pageSelectionOf(rows, [1, 2])).toMatchObject({ all: false });
  });

  it('is never all picked on a page that offers no row', () => {
    expect(pageSelectionOf([], [1])).toMatchObject({ selectedHere: 0, all: false });
    expect(pageSelectionOf([{ id: 3, superAdmin: true }], [], notSuperAdmin).all).toBe(false);
  });
});
