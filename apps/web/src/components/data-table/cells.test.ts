import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../lib/resource/define-resource';
import { referenceLabelQuery, referenceSearchQuery } from '../../lib/resource/references';
import { cellText, referencedCurrencies, type CellLabels } from './cells';

/** An offer row: its amount is in its car's currency, which the row does not carry. */
type Offer = { id: number; carId: number; amount: number };

const amount: ColumnDefinition<Offer> = {
  field: 'amount',
  kind: 'money',
  currencyFrom: { field: 'carId', reference: 'cars' },
  currency: 'AED',
};
const labels: CellLabels = { yes: 'Yes', no: 'No', option: (_field, value) => value };
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('a money cell read from another record’s currency (the CSV export)', () => {
  it('is in the currency of the car the offer is on, not the column’s default', async () => {
    const queryClient = new QueryClient();
    // The first 100 cars, and a car beyond them read on its own.
    queryClient.setQueryData(referenceSearchQuery('cars', '', 'en').queryKey, [
      { id: 1, label: 'Kia Sportage', currency: 'SAR' },
      { id: 2, label: 'Nissan Patrol' },
    ]);
    queryClient.setQueryData(referenceLabelQuery('cars', 300, 'en').queryKey, {
      id: 300,
      label: 'Lexus LX',
      currency: 'KWD',
    });
    const offers: Offer[] = [
      { id: 10, carId: 1, amount: 2_500_000 },
      { id: 11, carId: 2, amount: 2_500_000 },
      { id: 12, carId: 300, amount: 2_500_000 },
    ];
    const currencyOf = await referencedCurrencies(queryClient, [amount], offers, () => true);
    const texts = offers.map((offer) => plain(cellText(amount, offer, { ...labels, currencyOf })));
    expect(texts).toEqual(['SAR 25,000.00', 'AED 25,000.00', 'KWD 2,500.000']);
  });

  it('is in the column’s default currency for a role that may not read the cars', async () => {
    const queryClient = new QueryClient();
    const offer: Offer = { id: 10, carId: 1, amount: 1000 };
    const currencyOf = await referencedCurrencies(queryClient, [amount], [offer], () => false);
    expect(plain(cellText(amount, offer, { ...labels, currencyOf }))).toBe('AED 10.00');
  });
});
