import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: the memory as a new page load reads it from sessionStorage. */
const load = async () => {
  vi.resetModules();
  return import('./list-memory');
};

describe('where each list was left', () => {
  beforeEach(() => sessionStorage.clear());

  it('the way back to a list is its path with the state it was left in', async () => {
    const memory = await load();
    expect(memory.listHref('/dashboard/brands')).toBe('/dashboard/brands');
    memory.rememberListSearch('/dashboard/brands', 'page=2&search=kia');
    expect(memory.listHref('/dashboard/brands')).toBe('/dashboard/brands?page=2&search=kia');
    expect(memory.listHref('/dashboard/brands/')).toBe('/dashboard/brands?page=2&search=kia');
    // Another list, a path with a query of its own: as they are.
    expect(memory.listHref('/dashboard/cars')).toBe('/dashboard/cars');
    expect(memory.listHref('/dashboard/brands?page=3')).toBe('/dashboard/brands?page=3');
    // A list opened afresh (no state) is remembered so.
    memory.rememberListSearch('/dashboard/brands', '');
    expect(memory.listHref('/dashboard/brands')).toBe('/dashboard/brands');
  });

  it('keeps the row opened from a list until the list has come back to it, across a reload', async () => {
    const first = await load();
    first.rememberListSearch('/dashboard/cars', '?status=pending');
    first.rememberOpenedRow('/dashboard/cars', 42);
    const reloaded = await load();
    expect(reloaded.openedRow('/dashboard/cars')).toBe(42);
    expect(reloaded.listHref('/dashboard/cars')).toBe('/dashboard/cars?status=pending');
    reloaded.forgetOpenedRow('/dashboard/cars');
    expect(reloaded.openedRow('/dashboard/cars')).toBeUndefined();
    expect(reloaded.listHref('/dashboard/cars')).toBe('/dashboard/cars?status=pending');
  });
});
