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
  | { kind: 'changed'; resource: string }
  /**
   * What these accounts may do changed: their role (`userIds`), or the permissions or level
   * of a role they hold (`roleIds`). Their open streams re-read their access and say so.
   */
  | { kind: 'access'; userIds: number[]; roleIds: number[] }
  /**
   * Sessions of this person ended (`families`; `all`: too many to name in one notice). Their
   * open streams check their session again and end with it.
   */
  | { kind: 'session'; userId: number; families: string[] | 'all' };

/**
 * Resources whose writes are announced: those with live counts on screen. NOTIFY serialises
 * the commits of the transactions that send it, so writes nobody watches send none.
 */
export const LIVE_RESOURCES: ReadonlySet<string> = new Set(['cars', 'queries']);

/** A NOTIFY payload stays well under PostgreSQL's 8000 bytes. */
const MAX_NAMED_USERS = 500;
/** Session ids are 36 characters: as many as fit as well. */
const MAX_NAMED_SESSIONS = 150;

/** The signal as sent: a list too long for one notice is sent as `all`. */
function payloadOf(signal: LiveSignal): LiveSignal {
  if (signal.kind === 'bell' && signal.userIds !== 'all' && signal.userIds.length > MAX_NAMED_USERS)
    return { kind: 'bell', userIds: 'all' };
  if (
    signal.kind === 'session' &&
    signal.families !== 'all' &&
    signal.families.length > MAX_NAMED_SESSIONS
  )
    return { ...signal, families: 'all' };
  return signal;
}

export async function publishLive(db: Executor, signal: LiveSignal): Promise<void> {
  const payload = payloadOf(signal);
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
}
