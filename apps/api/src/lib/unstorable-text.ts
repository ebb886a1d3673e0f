import type { MessageRef } from '@showroom/contract';

/**
 * Text that cannot be stored as it was sent, refused wherever text comes in (a request's
 * fields, plugins/errors.ts; an import's cells, modules/imports), each flaw with its message:
 * - a NUL character, which PostgreSQL's text cannot hold;
 * - a lone UTF-16 surrogate (JSON's `"\ud800"`), half of a character: encoded as UTF-8 for the
 *   database it would silently become U+FFFD.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters looked for.
const flaws = /(\u0000)|\p{Cs}/u;
const flawsEverywhere = new RegExp(flaws.source, 'gu');

/** The message `text` is refused with, or null when it can be stored as it is. */
export function unstorableText(text: string): MessageRef | null {
  const found = flaws.exec(text);
  if (!found) return null;
  return found[1] === undefined ? 'validation.surrogate' : 'validation.nul';
}

/** The dotted path of a value inside a body, as field errors name fields. */
const joinPath = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
/** A key as a field error can name it: each flaw written as its `\uXXXX` escape. */
const printable = (key: string) =>
  key.replace(flawsEverywhere, (flaw) => `\\u${flaw.charCodeAt(0).toString(16).padStart(4, '0')}`);

export type UnstorableField = { field: string; message: MessageRef };

/**
 * Every field under `value` whose string (or key) cannot be stored, with the message it is
 * refused with. Walked without recursion, so no nesting depth can overflow.
 */
export function unstorableFields(value: unknown, root: string): UnstorableField[] {
  const found: UnstorableField[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      const message = unstorableText(current);
      if (message) found.push({ field: next.path, message });
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        const path = joinPath(next.path, printable(key));
        const message = unstorableText(key);
        if (message) found.push({ field: path, message });
        else stack.push({ value: child, path });
      }
    }
  }
  return found;
}
