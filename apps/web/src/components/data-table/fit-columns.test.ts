import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../lib/resource/define-resource';
import { cardColumns } from './card-columns';
import { columnsToDrop, type FitColumn } from './fit-columns';

// The cars list at its least widths: title, brand, year, price, status, seller, created.
const cars: FitColumn[] = [
  { field: 'title', least: 120 },
  { field: 'brandId', least: 120, hideBelow: 'lg' },
  { field: 'year', least: 100, hideBelow: 'md' },
  { field: 'price', least: 140, hideBelow: 'sm' },
  { field: 'status', least: 130 },
  { field: 'userId', least: 120, hideBelow: 'lg' },
  { field: 'createdAt', least: 190, hideBelow: 'lg', date: true },
];
const none = new Set<string>();
const total = cars.reduce((sum, column) => sum + column.least, 0);

describe('which columns a table leaves out to fit its card', () => {
  it('leaves none out when they fit', () => {
    expect(columnsToDrop(cars, total + 200, 200, none)).toEqual(none);
  });

  it('leaves out the widest screens’ columns first, the last one first, until the rest fits', () => {
    expect([...columnsToDrop(cars, total + 200 - 1, 200, none)]).toEqual(['createdAt']);
    expect([...columnsToDrop(cars, total + 200 - 191, 200, none)]).toEqual(['createdAt', 'userId']);
    expect([...columnsToDrop(cars, 600, 200, none)]).toEqual([
      'createdAt',
      'userId',
      'brandId',
      'year',
    ]);
  });

  it('leaves a date out a step earlier than its declaration says', () => {
    // Subscriptions: the start date (shown from 900 px) goes before the user and the package.
    const subscriptions: FitColumn[] = [
      { field: 'id', least: 90 },
      { field: 'userId', least: 120, hideBelow: 'lg' },
      { field: 'packId', least: 120, hideBelow: 'lg' },
      { field: 'status', least: 130 },
      { field: 'startsAt', least: 190, hideBelow: 'md', date: true },
      { field: 'endsAt', least: 190, date: true },
      { field: 'pricePaid', least: 140, hideBelow: 'sm' },
      { field: 'adsUsed', least: 100, hideBelow: 'lg' },
    ];
    expect([...columnsToDrop(subscriptions, 1056, 148, none)]).toEqual(['adsUsed', 'startsAt']);
  });

  it('keeps the first column and the columns the person chose, whatever the room', () => {
    const dropped = columnsToDrop(cars, 0, 200, new Set(['createdAt']));
    expect(dropped.has('title')).toBe(false);
    expect(dropped.has('createdAt')).toBe(false);
    expect(dropped.has('status')).toBe(true);
  });
});

type Car = {
  id: number;
  title: string;
  brandId: number;
  year: number;
  price: number;
  status: string;
};
const carColumns: ColumnDefinition<Car>[] = [
  { field: 'id', kind: 'id', hidden: true },
  { field: 'title', kind: 'text', flex: 2 },
  { field: 'brandId', kind: 'reference', reference: 'brands', hideBelow: 'lg' },
  { field: 'year', kind: 'number', hideBelow: 'md' },
  { field: 'price', kind: 'money', hideBelow: 'sm' },
  { field: 'status', kind: 'status' },
];
const fields = (columns: readonly { field: string }[]) => columns.map((column) => column.field);

describe('what a row’s card shows on a phone', () => {
  it('by default: the first text as title, then the key facts shown from 900 px', () => {
    const card = cardColumns(carColumns);
    expect(card.title?.field).toBe('title');
    expect(fields(card.facts)).toEqual(['year', 'price', 'status']);
  });

  it('as the columns declare: a title and facts of their own, or none', () => {
    const card = cardColumns<Car>([
      { field: 'title', kind: 'text', card: false },
      { field: 'brandId', kind: 'reference', reference: 'brands', card: 'title' },
      { field: 'price', kind: 'money', card: 'fact' },
      { field: 'status', kind: 'status' },
    ]);
    expect(card.title?.field).toBe('brandId');
    expect(fields(card.facts)).toEqual(['price']);
  });

  it('a list without text is titled by the record it points at (an offer by its car)', () => {
    type Offer = { id: number; carId: number; amount: number; status: string };
    const card = cardColumns<Offer>([
      { field: 'id', kind: 'id', width: 90 },
      { field: 'carId', kind: 'reference', reference: 'cars', hideBelow: 'md' },
      { field: 'amount', kind: 'money' },
      { field: 'status', kind: 'status' },
    ]);
    expect(card.title?.field).toBe('carId');
    expect(fields(card.facts)).toEqual(['amount', 'status']);
  });
});
