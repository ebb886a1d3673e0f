import { z } from 'zod';
import { m } from './messages';

export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, m('validation.required'))
    .max(max, m('validation.maxLength', { max: max }));
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m('validation.maxLength', { max: max }))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Arabic text must contain Arabic letters; left empty it is null. */
export const arabicText = (max: number) =>
  optionalText(max).refine((v) => v == null || /[\u0600-\u06FF]/.test(v), m('validation.arabic'));

/** One of `values`; anything else is refused with the list of what is accepted. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: m('validation.oneOf', { values: values.join(', ') }) });

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

/** A code of `codes` (an ISO list) in any case, stored upper-cased; `invalid` names a wrong one. */
export function codeOf(codes: readonly string[], invalid: ReturnType<typeof m>) {
  const known = new Set(codes);
  return z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => known.has(v), invalid);
}
