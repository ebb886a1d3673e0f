import { z } from 'zod';
import { currencyCodes } from './iso-codes';
import { m } from './messages';
import { codeOf } from './text';

/** A currency code in any case, stored upper-cased. */
export const currencyCodeSchema = codeOf(currencyCodes, m('validation.currencyCode'));

/** Money in minor units (fils, cents): a whole number, never a float. */
export const minorUnits = (options: { min: 0 | 1; max?: number }) =>
  z
    .number({ error: m('validation.number') })
    .int(m('validation.minorUnits'))
    .min(
      options.min,
      options.min === 0
        ? m('validation.atLeast', { min: 0 })
        : m('validation.greaterThan', { min: 0 }),
    )
    .max(options.max ?? 1_000_000_000_000, m('validation.tooLarge'));

/** A price in minor units of its ISO 4217 currency, as a record answers it. */
export const priceRow = { price: z.number().int(), currency: z.string() };

/** A price as a body sends it; one sent without a currency is in the site's default currency. */
export const priceFields = {
  price: minorUnits({ min: 0 }),
  currency: currencyCodeSchema.optional(),
};
