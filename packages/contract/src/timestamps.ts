import { z } from 'zod';
import { m } from './messages';
import { RELATIVE_TIME_PATTERN } from './values';

/** A moment as a record answers it: ISO 8601 with its offset. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A moment a client sends: ISO 8601 with its offset, kept as that text. */
export const timestampInput = z.iso.datetime({ offset: true, error: m('validation.dateTime') });

/** A moment a client sends, read as a Date; a wrong one is told what `example` looks like. */
export const dateTimeInputLike = (example: string) =>
  z.iso
    .datetime({ offset: true, error: m('validation.dateTimeExample', { example }) })
    .transform((v) => new Date(v));

/** A moment in time with its offset (ISO 8601), read as a Date. */
export const dateTimeInput = dateTimeInputLike('2026-11-21T09:00:00Z');

/**
 * A relative moment as a list filter takes it (`-48h`, `+7d`), read as signed hours from now.
 */
export const relativeTimeQuery = z
  .string()
  .regex(RELATIVE_TIME_PATTERN, m('validation.relativeTime'))
  .transform((value) => {
    const amount = Number(value.slice(0, -1));
    return value.endsWith('d') ? amount * 24 : amount;
  });
