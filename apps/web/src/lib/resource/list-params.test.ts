import { carListQuerySchema } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import type { FilterDefinition, FilterKey } from './define-resource';
import {
  defaultListParams,
  parseListParams,
  toApiQuery,
  toSearchParams,
  type ListOptions,
} from './list-params';

const options = { sortable: ['id', 'nameEn'], trash: true };
const parse = (url: string, trash = true) =>
  parseListParams(new URLSearchParams(url), { ...options, trash });

describe('list state in the URL', () => {
  it('defaults to page 1 of 20, newest first', () => {
    expect(parse('')).toEqual(defaultListParams);
    expect(toSearchParams(defaultListParams).toString()).toBe('');
  });

  it('round-trips page, size, search, sort, the trash and the saved view', () => {
    const url = 'page=3&limit=50&search=kia&sortBy=nameEn&sortDirection=ASC&trash=1&view=7';
    const params = parse(url);
    expect(params).toEqual({
      page: 3,
      limit: 50,
      search: 'kia',
      sortBy: 'nameEn',
      sortDirection: 'ASC',
      trash: true,
      filters: {},
      view: 7,
    });
    expect(toSearchParams(params).toString()).toBe(url);
    // The view a state came from is the web app's own: the API is not told.
    expect(toApiQuery(params)).not.toHaveProperty('view');
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

describe('list filters of a resource’s list query', () => {
  type CarFilterKey = FilterKey<typeof carListQuerySchema>;
  const carFilters: ListOptions<CarFilterKey> = {
    ...options,
    filters: [
      { field: 'status', accepts: (value) => value === 'published' },
      { field: 'yearFrom', accepts: (value) => /^\d{4}$/.test(value) },
      { field: 'yearTo', accepts: (value) => /^\d{4}$/.test(value) },
    ],
  };

  it('reads only the keys the API accepts, and the API takes what it reads', () => {
    const params = parseListParams(
      new URLSearchParams('status=published&yearFrom=2020&yearTo=2024&colour=red'),
      carFilters,
    );
    expect(params.filters).toEqual({ status: 'published', yearFrom: '2020', yearTo: '2024' });
    // As the query string the API reads: every value a string, unset ones left out.
    const sent = Object.entries(toApiQuery(params)).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    );
    expect(carListQuerySchema.safeParse(Object.fromEntries(sent)).success).toBe(true);
  });

  it('does not compile with a filter the API does not accept', () => {
    const declared: FilterDefinition<CarFilterKey>[] = [
      { field: 'brandId', kind: 'reference', reference: 'brands' },
      { field: 'price', kind: 'range', currency: 'AED' },
      // @ts-expect-error the car list query has no `colour` filter.
      { field: 'colour', kind: 'boolean' },
      // @ts-expect-error paging is the list's own, not a filter.
      { field: 'limit', kind: 'select', options: ['10'] },
      // @ts-expect-error a range needs `statusFrom` and `statusTo`.
      { field: 'status', kind: 'range' },
    ];
    const unknownKey: ListOptions<CarFilterKey>['filters'] = [
      // @ts-expect-error the URL parsing reads only the query's keys.
      { field: 'colour', accepts: () => true },
    ];
    expect(declared.map((filter) => filter.field)).toEqual([
      'brandId',
      'price',
      'colour',
      'limit',
      'status',
    ]);
    expect(unknownKey).toHaveLength(1);
  });
});
