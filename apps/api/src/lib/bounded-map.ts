/** A map of at most `size` entries, by string key: a new one lets the oldest go. */
export function boundedMap<V>(size: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    delete: (key: string) => entries.delete(key),
    set(key: string, value: V) {
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (entries.size >= size && !entries.has(key)) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, value);
    },
  };
}
export type BoundedMap<V> = ReturnType<typeof boundedMap<V>>;
