import { is } from 'drizzle-orm';
import {
  PgBigInt53,
  PgBoolean,
  PgInteger,
  PgJsonb,
  PgText,
  PgTimestamp,
  PgUUID,
  type PgColumn,
} from 'drizzle-orm/pg-core';

/** Turns the Date values of a database row into ISO strings, as the contract's schemas expect. */
export type Serialized<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function serializeRow<T extends object>(row: T): Serialized<T> {
  const out: Record<string, unknown> = {};
  // A for-in loop over the row's own keys: no array of entries per row (a page of 20 rows of
  // 30 columns made 620 of them). Rows are plain objects, with no inherited keys.
  for (const key in row) {
    const value: unknown = row[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Serialized<T>;
}

/**
 * PostgreSQL's text for a moment when its session's time zone is UTC, in years 1000 to 9999
 * (a Date reads the year 0001 as 2001; such years keep going through one).
 */
const utcText = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d+))?\+00$/;

/**
 * A timestamp's text from PostgreSQL (`2026-11-25 16:09:14.123456+00`) as `toISOString` writes
 * that moment (`2026-11-25T16:09:14.123Z`: milliseconds, the rest cut off as a Date cuts it).
 * Text in UTC is rearranged, about five times faster than a Date's parser (some 4 µs each,
 * 60 per page of cars); any other offset goes through a Date.
 */
export function isoTimestamp(text: string): string {
  const utc = utcText.exec(text);
  if (!utc) return new Date(text).toISOString();
  const [, date, time, fraction = ''] = utc;
  return `${date}T${time}.${`${fraction}000`.slice(0, 3)}Z`;
}

/** Column types both drivers read as the answer has them. */
const asRead = [PgInteger, PgText, PgBoolean, PgJsonb, PgUUID];

/**
 * Turns rows read without Drizzle's mapping (`prepareRows` in db/client.ts) into what
 * `serializeRow` makes of a mapped row, in place (they are the driver's own objects). Of
 * Showroom's column types only two arrive otherwise: a timestamp as PostgreSQL's text, and a
 * bigint as text from `pg` (a number from PGlite). Any other type fails here, when a
 * resource is declared, until this says how its raw value reads.
 */
export function rawRowReader(columns: Record<string, PgColumn>) {
  const timestamps: string[] = [];
  const bigints: string[] = [];
  for (const [key, column] of Object.entries(columns)) {
    if (is(column, PgTimestamp) && column.withTimezone) timestamps.push(key);
    else if (is(column, PgBigInt53)) bigints.push(key);
    else if (!asRead.some((type) => is(column, type)))
      throw new Error(`A raw row's ${column.columnType} column "${key}" has no reading`);
  }
  return <Row extends Record<string, unknown>>(row: Row): Row => {
    const out: Record<string, unknown> = row;
    for (const key of timestamps) {
      const value = out[key];
      if (typeof value === 'string') out[key] = isoTimestamp(value);
    }
    for (const key of bigints) {
      const value = out[key];
      if (value !== null) out[key] = Number(value);
    }
    return row;
  };
}
