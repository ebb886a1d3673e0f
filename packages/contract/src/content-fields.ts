import { z } from 'zod';
import { m } from './messages';
import { arabicText, listQuerySchema, requiredText, sortDirections, wholeNumber } from './common';

/** Fields that the catalogue and the site's content share. */

/** `<name>En` and `<name>Ar`: a text in English and its Arabic translation. */
type Bilingual<Name extends string, En, Ar> = Record<`${Name}En`, En> & Record<`${Name}Ar`, Ar>;

const bilingual = <Name extends string, En, Ar>(name: Name, en: En, ar: Ar) =>
  ({ [`${name}En`]: en, [`${name}Ar`]: ar }) as Bilingual<Name, En, Ar>;

/** A text in English and its Arabic translation, as a record answers them. */
export const bilingualRow = <Name extends string>(name: Name) =>
  bilingual(name, z.string(), z.string().nullable());

/** A text as a form sends it: English required, Arabic optional and in Arabic letters. */
export const bilingualFields = <Name extends string>(name: Name, max: number) =>
  bilingual(name, requiredText(max), arabicText(max));

/** A name in English and its Arabic translation, as a record answers them. */
export const bilingualNameRow = bilingualRow('name');

/** A name as a form sends it. */
export const bilingualNameFields = (max: number) => bilingualFields('name', max);

/** Whether the marketplace shows an entry, and where in its order, as a record answers it. */
export const displayRow = { isActive: z.boolean(), sortOrder: z.number().int() };

export const isActiveField = z.boolean({ error: m('validation.boolean') });

export const sortOrderField = wholeNumber(0, 100_000);

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

/** A moment a client sends, read as a Date; a wrong one is told what `example` looks like. */
export const dateTimeInputLike = (example: string) =>
  z.iso
    .datetime({ offset: true, error: m('validation.dateTimeExample', { example }) })
    .transform((v) => new Date(v));

/** A moment in time with its offset (ISO 8601), read as a Date. */
export const dateTimeInput = dateTimeInputLike('2026-11-21T09:00:00Z');

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
