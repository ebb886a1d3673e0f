import { describe, expect, it } from 'vitest';
import { field } from './presets';
import { startingValues } from './starting-values';

describe('a create form’s starting values', () => {
  it('start text empty, or null where the column is nullable', () => {
    expect(
      startingValues([
        { name: 'title', kind: 'text', required: true },
        { name: 'city', kind: 'text', nullable: true },
        { name: 'body', kind: 'multiline' },
      ]),
    ).toEqual({ title: '', city: null, body: '' });
  });

  it('start an optional number at 0 and leave a required one for the form to ask', () => {
    expect(
      startingValues([
        { name: 'mileageKm', kind: 'number' },
        { name: 'year', kind: 'number', required: true },
        { name: 'price', kind: 'money', currency: 'AED', required: true },
      ]),
    ).toEqual({ mileageKm: 0 });
  });

  it('leave a picker unset unless the column takes null', () => {
    expect(
      startingValues([
        { name: 'brandId', kind: 'reference', reference: 'brands', required: true },
        { name: 'colorId', kind: 'reference', reference: 'colors', nullable: true },
      ]),
    ).toEqual({ colorId: null });
  });

  it('start pictures and dates empty, switches off, galleries and permissions empty', () => {
    expect(
      startingValues([
        { name: 'imageUrl', kind: 'image', required: true },
        { name: 'startsAt', kind: 'datetime' },
        { name: 'sendNow', kind: 'switch' },
        { name: 'images', kind: 'gallery', max: 20 },
        { name: 'permissions', kind: 'permissions' },
      ]),
    ).toEqual({ imageUrl: null, startsAt: null, sendNow: false, images: [], permissions: {} });
  });

  it('start a select on its first option', () => {
    expect(
      startingValues([{ name: 'audience', kind: 'select', options: ['all', 'customers'] }]),
    ).toEqual({ audience: 'all' });
  });

  it('start a field on its own initial value when it has one', () => {
    expect(
      startingValues([
        { name: 'condition', kind: 'select', options: ['new', 'used'], initial: 'used' },
        { name: 'durationDays', kind: 'number', required: true, initial: 30 },
      ]),
    ).toEqual({ condition: 'used', durationDays: 30 });
  });

  it('start a new record shown on the marketplace, first in its order', () => {
    expect(startingValues([field.sortOrder, field.active])).toEqual({
      sortOrder: 0,
      isActive: true,
    });
  });
});
