import { z } from 'zod';
import { m } from './messages';

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647;

/** A whole number as JSON carries it: no strings, no booleans, no fractions. */
function jsonInteger(min: number, max: number, messages: { min: string; max: string }) {
  return z.number().int(m('validation.wholeNumber')).min(min, messages.min).max(max, messages.max);
}

/**
 * A count or a measure in a body, from `min` to `max`. "Must be 0 or more" reads better
 * than "at least 0"; from 1 up the bound is said "at least".
 */
export const wholeNumber = (min: number, max: number) =>
  jsonInteger(min, max, {
    min: min === 0 ? m('validation.atLeast', { min }) : m('validation.atLeastN', { min }),
    max: m('validation.atMost', { max }),
  });

/**
 * A whole number written in a path or a query string: plain decimal digits only, so
 * `0x1`, `+1`, `01`, ` 1`, `1e0` and `1.0` are refused instead of read as 1.
 */
export function queryIntSchema(
  min: number,
  max: number,
  messages: { min?: string; max?: string } = {},
) {
  const minMessage = messages.min ?? m('validation.atLeast', { min: min });
  const maxMessage = messages.max ?? m('validation.atMost', { max: max });
  return z
    .string({ error: m('validation.number') })
    .regex(/^-?(0|[1-9][0-9]*)$/, m('validation.number'))
    .transform(Number)
    .pipe(
      // A string of hundreds of digits reads as Infinity: still just too large.
      z.number({ error: maxMessage }).min(min, minMessage).max(max, maxMessage),
    );
}

const idMessages = { min: m('validation.positiveId'), max: m('validation.tooLarge') };

/** An id in a JSON body: a JSON integer from 1 to 2^31-1. */
export const bodyIdSchema = jsonInteger(1, MAX_ID, idMessages);

/** An id in a path or a query string: canonical decimal digits, from 1 to 2^31-1. */
export const queryIdSchema = queryIntSchema(1, MAX_ID, idMessages);

export const idParamsSchema = z.strictObject({ id: queryIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;
