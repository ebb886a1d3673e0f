import { z } from 'zod';
import { m } from './messages';

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
