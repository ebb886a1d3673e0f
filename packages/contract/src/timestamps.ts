import { z } from 'zod';
import { m } from './messages';
import { RELATIVE_TIME_PATTERN } from './values';

/** A moment as a record answers it: ISO 8601 with its offset. */
export const timestampSchema = z.iso.datetime({ offset: true });

/**
 * The moments Showroom stores, in UTC: the years 1000 to 9999. PostgreSQL has no year 0, a
 * moment past 9999 has no four-digit ISO 8601 text, and the API reads stored moments back as
 * four-digit years (`isoTimestamp` in its fast reads; a Date reads the year 0001 as 2001). A
 * moment sent with an offset is bounded where it falls in UTC: `9999-12-31T23:59:59-14:00` is
 * in the year 10000.
 */
export const storableMoments = {
  from: '1000-01-01T00:00:00.000Z',
  to: '9999-12-31T23:59:59.999Z',
} as const;

const earliest = Date.parse(storableMoments.from);
const latest = Date.parse(storableMoments.to);

/** Can a moment (as milliseconds since 1970, a Date's time) be stored? */
export const isStorableMoment = (time: number) => time >= earliest && time <= latest;

/** ISO 8601 with its offset, in the range a record stores; `format` words a text that is none. */
const isoMoment = (format: string) =>
  z.iso
    .datetime({ offset: true, error: format })
    .refine((text) => isStorableMoment(Date.parse(text)), {
      error: m('validation.dateTimeRange', storableMoments),
      // A text that is no date-time is named by the format alone.
      when: (payload) => payload.issues.length === 0,
    });

/** A moment a client sends: ISO 8601 with its offset, kept as that text. */
export const timestampInput = isoMoment(m('validation.dateTime'));

/** A moment a client sends, read as a Date; a wrong one is told what `example` looks like. */
export const dateTimeInputLike = (example: string) =>
  isoMoment(m('validation.dateTimeExample', { example })).transform((v) => new Date(v));

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
