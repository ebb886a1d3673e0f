import type { MessageRef } from '@showroom/contract';

/**
 * Text with a NUL character, which PostgreSQL cannot store in text: refused wherever text
 * comes in (a request's fields, plugins/errors.ts; an import's cells, modules/imports), with
 * the same message.
 */
export const NUL_MESSAGE: MessageRef = 'validation.nul';

export const hasNul = (text: string) => text.includes('\u0000');

/** The dotted path of a value inside a body, as field errors name fields. */
const joinPath = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
const printable = (key: string) => key.replaceAll('\u0000', '\\u0000');

/**
 * Every field under `value` whose string (or key) holds a NUL character. Walked without
 * recursion, so no nesting depth can overflow.
 */
export function fieldsWithNul(value: unknown, root: string): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (hasNul(current)) found.push(next.path);
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        const path = joinPath(next.path, printable(key));
        if (hasNul(key)) found.push(path);
        else stack.push({ value: child, path });
      }
    }
  }
  return found;
}
