import { z } from 'zod';
import { m } from './messages';

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
