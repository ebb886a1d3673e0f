/** An object with one entry per key, each valued by `value` (`{ pending: 0, active: 3 }`). */
export function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V) {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}
