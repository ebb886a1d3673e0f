import { describe, expect, it } from 'vitest';
import { defaultListParams, parseListParams, toApiQuery, toSearchParams } from './list-params';

const options = { sortable: ['id', 'nameEn'], trash: true };
const parse = (url: string, trash = true) =>
  parseListParams(new URLSearchParams(url), { ...options, trash });

describe('list state in the URL', () => {
  it('defaults to page 1 of 20, newest first', () => {
    expect(parse('')).toEqual(defaultListParams);
    expect(toSearchParams(defaultListParams).toString()).toBe('');
  });

  it('round-trips page, size, search, sort and the trash', () => {
    const url = 'page=3&limit=50&search=kia&sortBy=nameEn&sortDirection=ASC&trash=1';
    const params = parse(url);
    expect(params).toEqual({
      page: 3,
      limit: 50,
      search: 'kia',
      sortBy: 'nameEn',
      sortDirection: 'ASC',
      trash: true,
      filters: {},
    });
    expect(toSearchParams(params).toString()).toBe(url);
  });

  it('ignores values the API would refuse, so the rewritten URL holds only what is shown', () => {
    const params = parse('page=-2&limit=5000&sortBy=password&sortDirection=UP');
    expect(params).toMatchObject({ page: 1, limit: 20, sortBy: null, sortDirection: 'DESC' });
    expect(toSearchParams(params).toString()).toBe('');
  });

  it('takes only the page sizes the pager offers', () => {
    expect(parse('limit=30').limit).toBe(20);
    expect(parse('limit=10').limit).toBe(10);
    expect(parse('limit=100').limit).toBe(100);
  });

  it('drops the trash for a role that may not open it', () => {
    expect(parse('trash=1', false).trash).toBe(false);
    expect(toSearchParams(parse('page=2&trash=1', false)).toString()).toBe('page=2');
  });

  it('asks the API for offset (page - 1) × limit', () => {
    expect(toApiQuery({ ...defaultListParams, page: 3, limit: 20, trash: true })).toMatchObject({
      offset: 40,
      limit: 20,
      deleted: 'true',
    });
  });
});

describe('list filters in the URL', () => {
  const withFilters = {
    ...options,
    filters: [
      { field: 'status', accepts: (value: string) => ['active', 'blocked'].includes(value) },
      { field: 'isActive', accepts: (value: string) => value === 'true' || value === 'false' },
    ],
  };

  it('keeps the declared filters with values they offer, drops the rest', () => {
    const params = parseListParams(
      new URLSearchParams('status=blocked&isActive=maybe&kind=staff&page=2'),
      withFilters,
    );
    expect(params.filters).toEqual({ status: 'blocked' });
    expect(toSearchParams(params).toString()).toBe('page=2&status=blocked');
    expect(toApiQuery(params)).toMatchObject({ status: 'blocked', offset: 20 });
  });
});
