/**
 * What a person last opened from the palette, newest first, kept in this browser per
 * account (ADR 054): a shared computer's next person does not see them, and nothing is
 * stored on the server. A screen keeps its label key, a record what the search answered.
 */
export type RecentEntry =
  | { kind: 'screen'; path: string; label: string }
  | {
      kind: 'record';
      path: string;
      resource: string;
      id: number;
      title: string;
      titleAr: string | null;
    };

const MAX_RECENT = 8;
const keyOf = (adminId: number) => `showroom.palette.recent.${adminId}`;

const isEntry = (value: unknown): value is RecentEntry =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  'path' in value &&
  typeof value.path === 'string' &&
  (value.kind === 'screen' || value.kind === 'record');

/** The person's recent entries; none when storage is unavailable or holds something else. */
export function readRecent(adminId: number): RecentEntry[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(keyOf(adminId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts `entry` first, once, keeping the newest MAX_RECENT. */
export function rememberRecent(adminId: number, entry: RecentEntry) {
  const rest = readRecent(adminId).filter((kept) => kept.path !== entry.path);
  try {
    window.localStorage.setItem(
      keyOf(adminId),
      JSON.stringify([entry, ...rest].slice(0, MAX_RECENT)),
    );
  } catch {
    // Without storage nothing is remembered.
  }
}
