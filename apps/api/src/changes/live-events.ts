import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Live signals between API processes: `pg_notify` on one channel of the shared database, so
 * every process (and through it every open events stream) hears every change, and only once
 * the transaction that made it commits. The events module listens and fans them out.
 */
export const LIVE_CHANNEL = 'showroom_live';

export type LiveSignal =
  /** These staff members' bells changed (`all`: too many to name in one notice). */
  | { kind: 'bell'; userIds: number[] | 'all' }
  /** A record of this audited resource was written. */
  | { kind: 'changed'; resource: string };

/**
 * Resources whose writes are announced: those with live counts on screen. NOTIFY serialises
 * the commits of the transactions that send it, so writes nobody watches send none.
 */
export const LIVE_RESOURCES: ReadonlySet<string> = new Set(['cars', 'queries']);

/** A NOTIFY payload stays well under PostgreSQL's 8000 bytes. */
const MAX_NAMED_USERS = 500;

export async function publishLive(db: Executor, signal: LiveSignal): Promise<void> {
  const payload =
    signal.kind === 'bell' && signal.userIds !== 'all' && signal.userIds.length > MAX_NAMED_USERS
      ? { kind: 'bell', userIds: 'all' }
      : signal;
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
}
