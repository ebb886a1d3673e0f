import type { ImportTarget } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { columnFilling, unmappedRequired } from './import-mapping';

/** Some of a car file's targets, as `POST /imports/cars/file` answers them. */
const targets: ImportTarget[] = [
  { key: 'id', field: 'id', read: 'id', required: false },
  { key: 'title', field: 'title', read: 'value', required: true },
  { key: 'brandId', field: 'brandId', read: 'id', required: true },
  { key: 'brandId:name', field: 'brandId', read: 'name', required: true },
  { key: 'price', field: 'price', read: 'amount', required: true, currency: 'currency' },
  { key: 'currency', field: 'currency', read: 'value', required: false },
];

describe('the fields a mapping leaves a new record without', () => {
  it('names each required field no column fills, once, in the targets’ order', () => {
    expect(unmappedRequired(targets, ['id', 'currency'])).toEqual(['title', 'brandId', 'price']);
    expect(unmappedRequired(targets, [null, 'price', null])).toEqual(['title', 'brandId']);
  });

  it('takes a reference filled by its name or by its id alike', () => {
    expect(unmappedRequired(targets, ['title', 'brandId:name', 'price'])).toEqual([]);
    expect(unmappedRequired(targets, ['brandId', 'title', 'price'])).toEqual([]);
  });

  it('finds the column filling the key, if any', () => {
    expect(columnFilling(targets, ['title', null, 'id'], 'id')).toBe(2);
    expect(columnFilling(targets, ['title', null], 'id')).toBe(-1);
  });
});
