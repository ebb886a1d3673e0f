import { z } from 'zod';

/** Money in minor units (fils, cents): a whole number, never a float. */
export const minorUnits = (options: { min: 0 | 1; max?: number }) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number of minor units (fils, cents)')
    .min(options.min, options.min === 0 ? 'Must be 0 or more' : 'Must be more than 0')
    .max(options.max ?? 1_000_000_000_000, 'Is too large');
