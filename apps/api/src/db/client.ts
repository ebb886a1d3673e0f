import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Rows of a raw SQL query. Both drivers answer an object with `rows`; this is the one place
 * that relies on it.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 7_164_921;

/**
 * PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (or in memory when
 * `dataDir` is null, for tests). Same schema, same migrations, same SQL.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  /** Sees every statement the application sends (the benchmark replays them). */
  logger?: Logger;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.logger);
  return openPglite(options.dataDir, options.logger);
}

async function openPglite(dataDir: string | null, logger?: Logger): Promise<Database> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
  const db = drizzlePglite({
    client,
    schema,
    casing: 'snake_case',
    ...(logger ? { logger } : {}),
  }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    migrate: () =>
      migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({
    client: pool,
    schema,
    casing: 'snake_case',
    ...(logger ? { logger } : {}),
  }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      // Several API processes may start together: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
