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
