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
import { checkDatabaseFolder, DataDirError, lockDataDir, remedyFor } from '../lib/data-dir';
import { DatabaseUnavailableError, isConnectionLost } from '../lib/db-errors';
import {
  defaultDatabaseLimits,
  noDatabaseLimits,
  pgLimitOptions,
  pooledLimitsStatement,
  signInReadTimeoutMs,
  type DatabaseLimits,
} from './limits';

/**
 * Queries name their tables (`db.select().from(brands)`), never the relational API, so the
 * handle needs no list of them: a table is its file in `schema/`, which drizzle-kit reads
 * whole (ADR 047).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * For the sign-in check every signed-in request makes, and nothing else: single reads,
   * never a transaction. On PostgreSQL it is a connection of its own in pipeline mode
   * (`pipelinedConnection`), to PostgreSQL itself behind a pooler (ADR 060); on PGlite, `db`.
   */
  signInDb: Pick<Db, 'select'>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: how the pool of `db` stands now, read when asked (metrics). PGlite runs in
   * this thread on one connection of its own: it has no pool to report.
   */
  poolUse?: () => PoolUse;
  /** PGlite only: the whole database folder as a gzipped tarball (for `npm run backup`). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Hears `NOTIFY` on `channel` (sent by any process sharing the database, on commit) until
   * the returned function is called. PostgreSQL listens on a connection of its own that
   * comes back by itself after an outage; `onGap` then says notices may have been missed.
   */
  listen(channel: string, onMessage: Listener, onGap?: () => void): Promise<() => Promise<void>>;
};

export type Listener = (payload: string) => void;

/** The pool's connections: open, of which idle, the most it opens, and queries waiting for one. */
export type PoolUse = { total: number; idle: number; max: number; waiting: number };

/** Both drivers answer a raw statement with an object holding its `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows of a raw SQL query. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 7_164_921;

/** How both drivers map the tables: snake_case columns, and the query log when asked. */
const drizzleOptions = (logger: Logger | undefined) => ({
  casing: 'snake_case' as const,
  ...(logger ? { logger } : {}),
});

export type OpenDatabaseOptions = {
  url?: string | undefined;
  /**
   * PostgreSQL itself, when `url` is a pooler in transaction mode (ADR 060): only the pool
   * goes through `url`. What keeps a session (the sign-in check's prepared statement, the
   * LISTEN connection, the migrations' lock) connects here, and the limits reach the pool's
   * connections as the pooled role's defaults in the database.
   */
  directUrl?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  /** Sees every statement the application sends (the benchmark replays them). */
  logger?: Logger;
  /** Names this process in the lock, for the message another process gets (`server`, `seed`…). */
  purpose?: string;
  /**
   * How long PostgreSQL may keep a statement waiting (`db/limits.ts`); the API's defaults
   * unless given. PGlite runs in this thread without timers: it enforces none of them, and
   * the request's deadline is what bounds a wait there.
   */
  limits?: DatabaseLimits;
};

/**
 * PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (or in memory when
 * `dataDir` is null, for tests). Same schema, same migrations, same SQL.
 *
 * A PGlite folder is opened only by one process at a time: this takes the lock on its
 * parent (the data folder) until `close()`, and refuses a folder that is not a complete
 * database instead of creating a new one over it (DataDirError, with the remedy).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    return openPostgres(options.url, {
      directUrl: options.directUrl,
      poolSize: options.poolSize ?? 10,
      limits: options.limits ?? defaultDatabaseLimits,
      logger: options.logger,
    });
  }
  return openPglite(options.dataDir, options.logger, options.purpose ?? 'server');
}

/** Opens an existing or new PGlite folder; the caller holds the data folder's lock. */
export async function createPglite(pgdata: string | null, loadDataDir?: Blob) {
  if (pgdata) await checkDatabaseFolder(pgdata);
  try {
    return await PGlite.create(pgdata ?? undefined, {
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    if (!pgdata) throw error;
    // PGlite reports a damaged folder as "RuntimeError: Aborted()" or an errno; neither says
    // which folder or what to do.
    const reason = (error instanceof Error ? error.message : String(error)).replace(
      / Build with -sASSERTIONS.*$/,
      '',
    );
    throw new DataDirError(
      `The database in ${pgdata} could not be opened (${reason}).\n${remedyFor(pgdata)}`,
      { cause: error },
    );
  }
}

async function openPglite(
  dataDir: string | null,
  logger: Logger | undefined,
  purpose: string,
): Promise<Database> {
  const lock = dataDir ? await lockDataDir(path.dirname(dataDir), purpose) : null;
  let client: PGlite;
  try {
    client = await createPglite(dataDir);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, ...drizzleOptions(logger) }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    signInDb: db,
    migrate: () =>
      migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        // Closing the database ends its listeners too.
        if (!closed) await unlisten();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        // Only once PGlite has written everything may another process open the folder.
        await lock?.release();
      }
    },
  };
}

/**
 * How long a request waits for a pooled connection, or for a new one to connect: beyond it
 * the pool is taken by requests that wait on something (a held lock, a hung server) or the
 * server is away, and the request is answered 503 instead of queueing behind them.
 */
const POOL_WAIT_MS = 2_000;

async function openPostgres(
  url: string,
  options: {
    directUrl: string | undefined;
    poolSize: number;
    limits: DatabaseLimits;
    logger: Logger | undefined;
  },
): Promise<Database> {
  const { directUrl, poolSize, limits, logger } = options;
  // The pool's connections through a transaction-mode pooler: each transaction may run on
  // another server connection, which the connection's start never reached.
  const throughPooler = directUrl !== undefined;
  // A session of its own, for what a transaction-mode pooler would hand to someone else.
  const sessionUrl = directUrl ?? url;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: POOL_WAIT_MS,
    keepAlive: true,
    ...pgLimitOptions(limits, { throughPooler }),
    ...(throughPooler ? { Client: UnnamedStatementsClient } : {}),
  });
  // An idle client that errors (server restart) must not crash the process; pg-pool drops
  // it, and a client that failed during a query is discarded on release (it is no longer
  // queryable), so the pool reconnects by itself once the server is back.
  pool.on('error', () => undefined);
  // pg-pool listens for errors only on idle clients. A checked-out client between two
  // statements of a transaction that loses its server emits 'error' with no listener, which
  // would crash the process: its next statement fails instead, and release discards it.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, ...drizzleOptions(logger) }) as unknown as Db;
  const signInConnection = pipelinedConnection(sessionUrl, limits);
  // Drizzle sends its statements through `query`, all this connection offers.
  const signInDb = drizzlePg({
    client: signInConnection as unknown as pg.Client,
    ...drizzleOptions(logger),
  }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    signInDb,
    migrate: async () => {
      // Several API processes may start together: one migrates, the others wait. A migration
      // may rewrite a large table and wait for running transactions: it runs on a connection
      // of its own, without the API's limits, and holds its lock for the session: never through
      // a transaction-mode pooler.
      const client = new pg.Client({
        connectionString: sessionUrl,
        connectionTimeoutMillis: POOL_WAIT_MS,
        ...pgLimitOptions(noDatabaseLimits),
      });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
        // Through the pooler, as the role it connects with.
        if (throughPooler) await pool.query(pooledLimitsStatement(limits));
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      max: poolSize,
      waiting: pool.waitingCount,
    }),
    listen: (channel, onMessage, onGap) =>
      listenPostgres({ url: sessionUrl, limits }, channel, onMessage, onGap),
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), signInConnection.end()]);
    },
  };
}

/**
 * One connection in pipeline mode (`pg`'s `pipeline`): each statement goes out at once,
 * behind those still running, without waiting for a pooled connection or for the answers
 * before it. Every signed-in request checks its session with one small indexed read; through
 * the pool each check took a connection, a round trip and a wake-up of its own, about a
 * quarter of a list request's cost at the database (ADR 028). Only for single reads: a
 * transaction on it would take in whatever else is sent.
 *
 * The statements queue on one backend, so one that waits (a lock on the sessions table, a
 * hung server) holds up every check behind it. Each read therefore has a deadline
 * (`signInReadTimeoutMs`): past it `pg` destroys the connection, every check on it fails at
 * once (answered 503), and the next one opens a new connection. A connection that drops for
 * another reason (a server restart, a terminated backend) is replaced too, and a read it lost
 * is sent once more; a read on a connection given up on for its deadline is not.
 */
function pipelinedConnection(url: string, limits: DatabaseLimits) {
  type Connection = { client: Promise<pg.Client>; gaveUp: boolean };
  let current: Connection | null = null;
  const connect = (): Connection => {
    const client = new pg.Client({
      connectionString: url,
      pipeline: true,
      keepAlive: true,
      connectionTimeoutMillis: POOL_WAIT_MS,
      ...pgLimitOptions(limits, { readTimeoutMs: signInReadTimeoutMs(limits) }),
    });
    const connection: Connection = {
      client: client.connect().then(() => client),
      gaveUp: false,
    };
    const forget = () => {
      if (current === connection) current = null;
    };
    // A lost server must not crash the process: the next statement connects again.
    client.on('error', forget);
    client.on('end', forget);
    connection.client.catch(forget);
    return connection;
  };
  /** Stops sending to `connection`: the next read opens a new one. */
  const giveUp = (connection: Connection) => {
    connection.gaveUp = true;
    if (current === connection) current = null;
    void connection.client.then((client) => client.end()).catch(() => undefined);
  };
  const send = async (connection: Connection, config: pg.QueryConfig, values?: unknown[]) => {
    try {
      return await (await connection.client).query(config, values);
    } catch (error) {
      // `pg` ends the whole connection when a pipelined read passes its deadline.
      if (isReadTimeout(error)) giveUp(connection);
      throw error;
    }
  };
  return {
    async query(config: pg.QueryConfig, values?: unknown[]) {
      const connection = (current ??= connect());
      try {
        return await send(connection, config, values);
      } catch (error) {
        if (preparationLost(error)) {
          // The named statement's preparation went out with an earlier read that the server
          // gave up on (a lock timeout while planning it, say), and `pg`'s record of what is
          // prepared on this connection may no longer be the server's: start afresh.
          giveUp(connection);
        } else if (connection.gaveUp || !isConnectionLost(error)) {
          throw error;
        } else if (current === connection) {
          current = null;
        }
      }
      try {
        return await send((current ??= connect()), config, values);
      } catch (error) {
        // Lost again: whatever made it fail is still there, and the check cannot be made now.
        if (!preparationLost(error)) throw error;
        throw new DatabaseUnavailableError('The sign-in check could not be prepared', {
          cause: error,
        });
      }
    },
    async end() {
      const client = await current?.client.catch(() => null);
      current = null;
      await client?.end();
    },
  };
}

const withoutName = (config: unknown) =>
  // A plain statement's settings; a `Submittable` (a cursor, say) is sent as it is.
  typeof config === 'object' && config !== null && 'name' in config && !('submit' in config)
    ? { ...config, name: undefined }
    : config;

/**
 * The pool's client behind a transaction-mode pooler (pg-pool's `Client` option): it sends its
 * statements unnamed, should one be named (Drizzle's `.prepare(name)`; the pool's statements
 * are unnamed today). A pooler in transaction mode runs each transaction on whichever server
 * connection is free, where a statement prepared on another does not exist (PgBouncer keeps
 * them only from 1.21, with `max_prepared_statements`); an unnamed one is parsed with its run,
 * on the same one.
 */
class UnnamedStatementsClient extends pg.Client {
  // One signature for all of pg's overloads of `query`: what comes in goes on, less a name.
  override query(config: unknown, ...rest: unknown[]): never {
    const query = super.query.bind(this) as (...args: unknown[]) => never;
    return query(withoutName(config), ...rest);
  }
}

/**
 * The server and `pg` disagree on what is prepared on the connection: a statement named in a
 * Bind was never prepared (26000), or one being prepared already is (42P05).
 */
const preparationLost = (error: unknown) =>
  error instanceof pg.DatabaseError && (error.code === '26000' || error.code === '42P05');

const isReadTimeout = (error: unknown) =>
  error instanceof Error && error.message === 'Query read timeout';

const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a connection outside the pool (a pooled one would be handed to queries), brought
 * back with a growing delay when it drops; `onGap` tells the caller once it is back.
 */
async function listenPostgres(
  { url, limits }: { url: string; limits: DatabaseLimits },
  channel: string,
  onMessage: Listener,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  async function connect() {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: POOL_WAIT_MS,
      ...pgLimitOptions(limits),
    });
    const lost = () => {
      if (stopped || current !== client) return;
      current = null;
      void client.end().catch(() => undefined);
      schedule();
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = 500;
  }

  function schedule() {
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) onGap?.();
        },
        () => {
          delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
          if (!stopped) schedule();
        },
      );
    }, delay);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
