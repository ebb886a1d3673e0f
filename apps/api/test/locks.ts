import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../src/db/client';
import { deferred } from './deferred';

export type HeldTable = { release(): Promise<void> };

/**
 * Holds `table` in ACCESS EXCLUSIVE mode, as a migration or an operator's `LOCK TABLE` would,
 * until `release()`: on PostgreSQL every other statement on it waits for the lock; PGlite has
 * one connection, so the open transaction holds up every statement.
 */
export async function holdTable(database: Database, table: string): Promise<HeldTable> {
  const taken = deferred();
  const released = deferred();
  const transaction = database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
    taken.resolve();
    await released.promise;
  });
  await Promise.race([taken.promise, transaction]);
  return {
    async release() {
      released.resolve();
      await transaction;
    },
  };
}

export type HeldWrite = { release(): Promise<void> };

/**
 * Runs `write` in a transaction held open after it, until `release()`, as a write still on its
 * way to its commit: its row locks are held, what it wrote is seen by nobody else. On PGlite
 * (one connection) every other statement waits for it.
 */
export async function holdWrite(
  database: Database,
  write: (tx: Executor) => Promise<unknown>,
): Promise<HeldWrite> {
  const written = deferred();
  const released = deferred();
  const transaction = database.db.transaction(async (tx) => {
    await write(tx);
    written.resolve();
    await released.promise;
  });
  await Promise.race([written.promise, transaction]);
  return {
    async release() {
      released.resolve();
      await transaction;
    },
  };
}

/**
 * Resolves once a statement on `database` waits for a lock, or `answer` settles first (then
 * false): on PostgreSQL, read from `pg_stat_activity`. On PGlite nothing can be read while a
 * held transaction keeps the one connection, and every statement waits behind it: true at once.
 */
export async function waitsForALock(database: Database, answer: Promise<unknown>) {
  if (!process.env.TEST_DATABASE_URL) return true;
  const answered = { yet: false };
  void answer.finally(() => (answered.yet = true)).catch(() => {});
  while (!answered.yet) {
    const [waiting] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (waiting && waiting.n > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}
