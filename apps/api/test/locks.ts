import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
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
