/** A JSON fragment sent as written: numbers JSON.stringify cannot write (1e400, -0, 2^53+1). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson fragments and own keys such as `__proto__`. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record).map(
      (key) => `${JSON.stringify(key)}:${toJsonText(record[key])}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Sets an own key, even `__proto__`, without touching any prototype. */
export function setKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A copy of plain JSON data whose own keys stay own keys. */
export function copyOf<T>(value: T): T {
  if (value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => copyOf(item)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      setKey(copy, key, copyOf((value as Record<string, unknown>)[key]));
    }
    return copy as T;
  }
  return value;
}

/** A short, printable form of a value for a failure report. */
export function shortText(value: string | Buffer | undefined, max = 300): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : value.toString('latin1');
  const shown = JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
  return text.length > max ? `${shown} (${text.length} chars)` : shown;
}
