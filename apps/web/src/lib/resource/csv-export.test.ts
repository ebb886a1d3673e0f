import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { csvOf, referencedIds, type ExportHeaders } from './csv-export';
import type { ResourceColumn } from './define-resource';
import { readReferencedRecords } from './referenced-records';
import { referenceLabelQuery, referenceSearchQuery } from './references';

const headers: ExportHeaders = {
  field: (field) =>
    ({ title: 'Title', brandId: 'Brand', price: 'Price', amount: 'Amount' })[field] ?? field,
  idOf: (label) => `${label} ID`,
  currencyOf: (label) => `${label} currency`,
};

type Car = {
  id: number;
  title: string;
  brandId: number;
  price: number;
  currency: string;
  status: string;
  isFeatured: boolean;
  createdAt: string;
};
const carColumns: ResourceColumn<Car>[] = [
  { field: 'id', kind: 'id' },
  { field: 'title', kind: 'text' },
  { field: 'brandId', kind: 'reference', reference: 'brands' },
  { field: 'price', kind: 'money' },
  { field: 'status', kind: 'status' },
  { field: 'isFeatured', kind: 'boolean' },
  { field: 'createdAt', kind: 'date' },
];

/** An offer row: its amount is in its car's currency, which the row does not carry. */
type Offer = { id: number; carId: number; amount: number };
const offerColumns: ResourceColumn<Offer>[] = [
  { field: 'carId', kind: 'reference', reference: 'cars' },
  {
    field: 'amount',
    kind: 'money',
    currencyFrom: { field: 'carId', reference: 'cars' },
    currency: 'AED',
  },
];

describe('the CSV export of a list', () => {
  it('writes names beside ids, plain amounts beside currencies, ISO times and stable values', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(referenceSearchQuery('brands', '', 'en').queryKey, [
      { id: 1, label: 'Toyota' },
    ]);
    const cars: Car[] = [
      {
        id: 7,
        title: '=HYPERLINK("x")',
        brandId: 1,
        price: 7_750_000,
        currency: 'AED',
        status: 'published',
        isFeatured: false,
        createdAt: '2026-11-12T00:04:00.000Z',
      },
      {
        id: 8,
        title: 'Kia, "as new"',
        brandId: 1,
        price: 1_234_567,
        currency: 'KWD',
        status: 'sold',
        isFeatured: true,
        createdAt: '2026-11-13T08:30:00.000Z',
      },
    ];
    const records = await readReferencedRecords(
      queryClient,
      referencedIds(carColumns, cars),
      () => true,
    );
    expect(csvOf(carColumns, cars, headers, records).split('\r\n')).toEqual([
      'id,Title,Brand,Brand ID,Price,Price currency,status,isFeatured,createdAt',
      `7,"'=HYPERLINK(""x"")",Toyota,1,77500.00,AED,published,false,2026-11-12T00:04:00.000Z`,
      '8,"Kia, ""as new""",Toyota,1,1234.567,KWD,sold,true,2026-11-13T08:30:00.000Z',
    ]);
  });

  it('writes an offer’s amount in its car’s currency, read beyond the first 100 cars too', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(referenceSearchQuery('cars', '', 'en').queryKey, [
      { id: 1, label: 'Kia Sportage', currency: 'SAR' },
    ]);
    queryClient.setQueryData(referenceLabelQuery('cars', 300, 'en').queryKey, {
      id: 300,
      label: 'Lexus LX',
      currency: 'KWD',
    });
    const offers: Offer[] = [
      { id: 10, carId: 1, amount: 2_500_000 },
      { id: 12, carId: 300, amount: 2_500_000 },
    ];
    const records = await readReferencedRecords(
      queryClient,
      referencedIds(offerColumns, offers),
      () => true,
    );
    expect(csvOf(offerColumns, offers, headers, records).split('\r\n')).toEqual([
      'carId,carId ID,Amount,Amount currency',
      'Kia Sportage,1,25000.00,SAR',
      'Lexus LX,300,2500.000,KWD',
    ]);
  });

  it('keeps ids but no names for a role that may not read the records', async () => {
    const offers: Offer[] = [{ id: 10, carId: 1, amount: 1000 }];
    const records = await readReferencedRecords(
      new QueryClient(),
      referencedIds(offerColumns, offers),
      () => false,
    );
    expect(csvOf(offerColumns, offers, headers, records).split('\r\n')[1]).toBe(',1,10.00,AED');
  });
});
