import { z } from 'zod';
import { m } from './messages';
import { arabicText, listQuerySchema, requiredText, sortDirections } from './common';

/** Fields that the catalogue and the site's content share. */

/** A name in English and its Arabic translation, as a record answers them. */
export const bilingualNameRow = { nameEn: z.string(), nameAr: z.string().nullable() };

/** A name as a form sends it: English required, Arabic optional and in Arabic letters. */
export const bilingualNameFields = (max: number) => ({
  nameEn: requiredText(max),
  nameAr: arabicText(max),
});

/** Whether the marketplace shows an entry, and where in its order, as a record answers it. */
export const displayRow = { isActive: z.boolean(), sortOrder: z.number().int() };

export const isActiveField = z.boolean({ error: m('validation.boolean') });

export const sortOrderField = z
  .number({ error: m('validation.number') })
  .int(m('validation.wholeNumber'))
  .min(0, m('validation.atLeast', { min: 0 }))
  .max(100_000, m('validation.atMost', { max: 100000 }));

/** Both may be left out of a body: an entry starts shown, at the head of the order. */
export const displayFields = {
  isActive: isActiveField.optional(),
  sortOrder: sortOrderField.optional(),
};

/** `?isActive=true|false` on a list. */
export const isActiveFilter = z
  .enum(['true', 'false'], { error: m('validation.boolean') })
  .transform((v) => v === 'true');

/** A list's filter on whether entries are shown. */
export const activeFilter = { isActive: isActiveFilter.optional() };

/** A moment in time with its offset (ISO 8601), read as a Date. */
export const dateTimeInput = z.iso
  .datetime({
    offset: true,
    error: m('validation.dateTimeExample', { example: '2026-11-21T09:00:00Z' }),
  })
  .transform((v) => new Date(v));

/**
 * The query of a list the spec reads whole (countries, banners, FAQs, meta lists): the same
 * search, sort and trash switch as a paginated list, in display order (ascending) unless
 * told otherwise.
 */
export function plainListQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  return listQuerySchema(sortable).extend({
    sortDirection: z.enum(sortDirections, { error: m('validation.sortDirection') }).default('ASC'),
  });
}
