import {
  bigint,
  boolean,
  integer,
  text,
  timestamp,
  type PgColumn,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';

/** Every moment Showroom stores carries its time zone. */
export const timestamptz = () => timestamp({ withTimezone: true });

/** Columns every table has: identity, timestamps and the optimistic-concurrency version. */
export const recordColumns = {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  createdAt: timestamptz().notNull().defaultNow(),
  updatedAt: timestamptz().notNull().defaultNow(),
  version: integer().notNull().default(1),
};

/** Business records are soft-deleted into the trash and can be restored. */
export const softDelete = {
  deletedAt: timestamptz(),
};

const requiredText = () => text().notNull();
type Bilingual<Name extends string, English> = Record<`${Name}En`, English> &
  Record<`${Name}Ar`, ReturnType<typeof text>>;

/**
 * A text in English and its Arabic translation, which may come later: `bilingual('title')`
 * is `titleEn`, required unless another English column is given, and `titleAr`.
 */
export function bilingual<Name extends string>(
  name: Name,
): Bilingual<Name, ReturnType<typeof requiredText>>;
export function bilingual<Name extends string, English>(
  name: Name,
  english: English,
): Bilingual<Name, English>;
export function bilingual(name: string, english: unknown = requiredText()) {
  return { [`${name}En`]: english, [`${name}Ar`]: text() };
}

export const bilingualName = bilingual('name');

/** Catalogue entries staff switch off and place in the order the marketplace shows them. */
export const displayed = {
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
};

/** An amount of money in minor units (fils, cents) of a currency. */
export const money = () => bigint({ mode: 'number' }).notNull();

/** A price and its currency, AED unless given. */
export const priced = {
  price: money(),
  currency: text().notNull().default('AED'),
};

/**
 * One of the contract's values (a status, a kind), stored as text. Typed only: the schema
 * takes nothing from the contract at run time, so drizzle-kit reads it without loading zod.
 */
export const textOneOf = <Value extends string>() => text().$type<Value>().notNull();

/** A row that cannot exist without the one it points at. */
export const requiredReference = (target: () => PgColumn, actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(target, actions);

/**
 * The words a list's search matches on a row that points at others: the referenced records'
 * names (an offer's car title and buyer), kept by the database's triggers (migration
 * `list_search_text`) and trigram-indexed there, so a search is one index scan on the list's
 * own table at any size. Never set by the API: resources declare it private.
 */
export const searchText = { searchText: text().notNull().default('') };

/** A period of a paid thing (an ad, a subscription) that the expiry job ends. */
export const period = {
  startsAt: timestamptz().notNull(),
  endsAt: timestamptz().notNull(),
};
