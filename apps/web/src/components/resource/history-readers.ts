import { actions, resources as matrixResources } from '@showroom/contract/access';

/*
 * What a value kept in the audit log is, read from its shape, and what changed in it, as
 * facts a person reads (a permission granted, a photo moved, words added), never as JSON.
 */

/** A permission matrix: each resource's granted actions, e.g. `{ cars: ['read', 'create'] }`. */
export type Matrix = Record<string, string[]>;

export const isMatrix = (value: unknown): value is Matrix =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(
    (actions) => Array.isArray(actions) && actions.every((action) => typeof action === 'string'),
  );

/** Names in the order of `order` (the matrix editor's rows and columns), others after. */
const byOrderOf = (order: readonly string[]) => (a: string, b: string) => {
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return rank(a) - rank(b);
};

/** One resource's row of a matrix change: what it gained and what it lost. */
export type MatrixChange = { resource: string; granted: string[]; revoked: string[] };

/**
 * The resources whose actions changed between two matrices (either may be absent: none
 * granted), in the order the matrices list them, each with its actions granted and revoked.
 */
export function matrixChanges(before: Matrix | null, after: Matrix | null): MatrixChange[] {
  const was = before ?? {};
  const is = after ?? {};
  const resources = [...new Set([...Object.keys(was), ...Object.keys(is)])].sort(
    byOrderOf(matrixResources),
  );
  return resources.flatMap((resource) => {
    const old = new Set(was[resource] ?? []);
    const now = new Set(is[resource] ?? []);
    const granted = [...now].filter((action) => !old.has(action)).sort(byOrderOf(actions));
    const revoked = [...old].filter((action) => !now.has(action)).sort(byOrderOf(actions));
    return granted.length || revoked.length ? [{ resource, granted, revoked }] : [];
  });
}

const PHOTO = /\.(avif|gif|jpe?g|png|svg|webp)(\?.*)?$/i;

/** A list of pictures' addresses (a car's gallery): every item a URL or path to an image. */
export const isPhotoList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (item) => typeof item === 'string' && (PHOTO.test(item) || item.includes('/uploads/')),
  );

/** A photo of a list's change; places count from 1. */
export type PhotoChange =
  | { kind: 'added'; url: string; to: number }
  | { kind: 'removed'; url: string; from: number }
  | { kind: 'moved'; url: string; from: number; to: number };

/**
 * The photos added to and removed from a list, and those kept whose place changed because
 * they were reordered (not merely shifted by an addition or removal before them).
 */
export function photoChanges(before: string[] | null, after: string[] | null): PhotoChange[] {
  const was = before ?? [];
  const is = after ?? [];
  const removed: PhotoChange[] = was.flatMap((url, index) =>
    is.includes(url) ? [] : [{ kind: 'removed' as const, url, from: index + 1 }],
  );
  const added: PhotoChange[] = is.flatMap((url, index) =>
    was.includes(url) ? [] : [{ kind: 'added' as const, url, to: index + 1 }],
  );
  // The kept photos in their old order and their new: those outside the longest run kept in
  // the same order were moved.
  const keptBefore = was.filter((url) => is.includes(url));
  const keptAfter = is.filter((url) => was.includes(url));
  const stayed = new Set(
    commonRun(keptBefore, keptAfter, (x, y) => x === y).map(([i]) => keptBefore[i]),
  );
  const moved: PhotoChange[] = keptAfter.flatMap((url) =>
    stayed.has(url)
      ? []
      : [{ kind: 'moved' as const, url, from: was.indexOf(url) + 1, to: is.indexOf(url) + 1 }],
  );
  return [...added, ...removed, ...moved];
}

const TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

/**
 * The places `[i, j]` of a longest run of items `a` and `b` hold in the same order (a longest
 * common subsequence); where two runs are as long, the one that keeps `a`'s earlier items.
 */
function commonRun<T>(
  a: readonly T[],
  b: readonly T[],
  same: (x: T, y: T) => boolean,
): [number, number][] {
  const width = b.length + 1;
  // table[i * width + j]: the longest run of a[i..] and b[j..].
  const table = new Uint32Array((a.length + 1) * width);
  const at = (i: number, j: number) => table[i * width + j] ?? 0;
  const pairs = (i: number, j: number) => same(a[i] as T, b[j] as T);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      table[i * width + j] = pairs(i, j)
        ? at(i + 1, j + 1) + 1
        : Math.max(at(i + 1, j), at(i, j + 1));
  const run: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (pairs(i, j)) {
      run.push([i, j]);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) > at(i, j + 1)) i += 1;
    else j += 1;
  }
  return run;
}

/** Rich text: HTML the editor wrote (it has at least one tag). */
export const isRichText = (value: unknown): value is string =>
  typeof value === 'string' && TAG.test(value);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The words of rich text as a person reads them: tags gone, blocks apart, entities read. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/div|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A run of a text diff: words kept, added or removed. */
export type TextPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Beyond this many word pairs the middle of a change is shown as removed then added. */
const LONGEST_COMPARISON = 250_000;

/**
 * The words of `after` against those of `before`: what was kept, added and removed, in
 * reading order (a longest common subsequence of words; spaces stay with their word).
 */
export function textDiff(before: string, after: string): TextPart[] {
  const old = before.match(/\s*\S+/g) ?? [];
  const now = after.match(/\s*\S+/g) ?? [];
  const same = (a: string | undefined, b: string | undefined) => a?.trim() === b?.trim();
  let start = 0;
  while (start < old.length && start < now.length && same(old[start], now[start])) start += 1;
  let endOld = old.length;
  let endNow = now.length;
  while (endOld > start && endNow > start && same(old[endOld - 1], now[endNow - 1])) {
    endOld -= 1;
    endNow -= 1;
  }
  const parts: TextPart[] = [];
  const push = (kind: TextPart['kind'], word: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += word;
    else parts.push({ kind, text: word });
  };
  for (const word of now.slice(0, start)) push('same', word);
  const a = old.slice(start, endOld);
  const b = now.slice(start, endNow);
  // Between two words kept, those of the old text removed, then those of the new added.
  const kept: [number, number][] =
    a.length * b.length > LONGEST_COMPARISON ? [] : commonRun(a, b, same);
  let i = 0;
  let j = 0;
  for (const [keptOld, keptNow] of [...kept, [a.length, b.length] as [number, number]]) {
    for (; i < keptOld; i += 1) push('removed', a[i] ?? '');
    for (; j < keptNow; j += 1) push('added', b[j] ?? '');
    if (keptOld < a.length) push('same', b[keptNow] ?? '');
    i = keptOld + 1;
    j = keptNow + 1;
  }
  for (const word of now.slice(endNow)) push('same', word);
  return parts;
}

/**
 * The source of the records a field points at, from its name: `brandId` → `brands`,
 * `categoryId` → `categories`; people (`userId`, `buyerId`, `sellerId`, `actorId`) are
 * `users`, a pack (`packId`) is one of `packages`. Null for a field that is no reference.
 */
export function referencedBy(field: string): string | null {
  const stem = /^([a-z][a-zA-Z]*)Id$/.exec(field)?.[1];
  if (!stem) return null;
  const people = ['user', 'buyer', 'seller', 'actor', 'author', 'owner', 'customer'];
  if (people.includes(stem)) return 'users';
  if (stem === 'pack' || stem === 'package') return 'packages';
  return stem.endsWith('y') ? `${stem.slice(0, -1)}ies` : `${stem}s`;
}
