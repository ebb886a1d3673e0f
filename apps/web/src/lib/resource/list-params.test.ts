import { describe, expect, it } from 'vitest';
import { defaultListParams, parseListParams, toApiQuery, toSearchParams } from './list-params';

const sortable = ['id', 'nameEn'];

describe('list state in the URL', () => {
  it('defaults to page 1 of 20, newest first', () => {
    expect(parseListParams(new URLSearchParams(''), sortable)).toEqual(defaultListParams);
    expect(toSearchParams(defaultListParams).toString()).toBe('');
  });

  it('round-trips page, size, search, sort and the trash', () => {
    const url = 'page=3&limit=50&search=kia&sortBy=nameEn&sortDirection=ASC&trash=1';
    const params = parseListParams(new URLSearchParams(url), sortable);
    expect(params).toEqual({
      page: 3,
      limit: 50,
      search: 'kia',
      sortBy: 'nameEn',
      sortDirection: 'ASC',
      trash: true,
    });
    expect(toSearchParams(params).toString()).toBe(url);
  });

  it('ignores values the API would refuse', () => {
    const params = parseListParams(
      new URLSearchParams('page=-2&limit=5000&sortBy=password&sortDirection=UP'),
      sortable,
    );
    expect(params).toMatchObject({ page: 1, limit: 20, sortBy: null, sortDirection: 'DESC' });
  });

  it('asks the API for offset (page - 1) × limit', () => {
    expect(toApiQuery({ ...defaultListParams, page: 3, limit: 20, trash: true })).toMatchObject({
      offset: 40,
      limit: 20,
      deleted: 'true',
    });
  });
});
