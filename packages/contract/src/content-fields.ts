import { z } from 'zod';
import { listQuerySchema, sortDirections } from './common';

/** Fields that the catalogue and the site's content share. */

export const isActiveField = z.boolean({ error: 'Must be true or false' });

export const sortOrderField = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .max(100_000, 'Must be at most 100000');

/** `?isActive=true|false` on a list. */
export const isActiveFilter = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((v) => v === 'true');

/** A moment in time with its offset (ISO 8601), read as a Date. */
export const dateTimeInput = z.iso
  .datetime({ offset: true, error: 'Must be a date and time like 2026-11-21T09:00:00Z' })
  .transform((v) => new Date(v));

/**
 * The query of a list the spec reads whole (countries, banners, FAQs, meta lists): the same
 * search, sort and trash switch as a paginated list, in display order (ascending) unless
 * told otherwise.
 */
export function plainListQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  return listQuerySchema(sortable).extend({
    sortDirection: z.enum(sortDirections, { error: 'Must be ASC or DESC' }).default('ASC'),
  });
}
