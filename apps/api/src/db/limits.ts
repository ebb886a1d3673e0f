/**
 * How long the API lets anything wait on PostgreSQL. Every connection of an API process
 * (its pool, the sign-in check's, the live events listener's) starts with these (behind a
 * pooler, they are its role's defaults: `pooledLimitsStatement`), so no request waits on a
 * held lock or a hung server for longer than the request's deadline.
 * 0 means no limit, as in PostgreSQL: only for bulk tools (the million-car seed, backups).
 */
export type DatabaseLimits = {
  /** `statement_timeout`: the server cancels a statement that runs longer. */
  statementTimeoutMs: number;
  /** `lock_timeout`: the server gives up waiting for a lock after this long. */
  lockTimeoutMs: number;
  /** `idle_in_transaction_session_timeout`: a transaction left open is ended. */
  idleInTransactionTimeoutMs: number;
};

/** The API's defaults (the README's Configuration table). */
export const defaultDatabaseLimits: DatabaseLimits = {
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 500,
  idleInTransactionTimeoutMs: 10_000,
};

/** For bulk work run by hand (seeding a million cars, backup and restore). */
export const noDatabaseLimits: DatabaseLimits = {
  statementTimeoutMs: 0,
  lockTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
};

/** Extra time the client waits past the server's own limit before it calls a server hung. */
const HUNG_SERVER_MARGIN_MS = 1_000;

/** The limits by the names PostgreSQL gives them. */
function serverSettings(limits: DatabaseLimits) {
  return {
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  };
}

/**
 * `pg`'s connection settings for these limits: the server enforces the three timeouts, and
 * the client gives up on an answer that has not come a little after the server should have
 * cancelled it (a hung or unreachable server cancels nothing).
 *
 * A connection to PostgreSQL itself states all three at its start, a 0 (no limit) too, so
 * that the role's defaults in the database (set for a pooler, below) never hold for it.
 * Through a transaction-mode pooler (`throughPooler`) a connection's start reaches no
 * particular server connection, and PgBouncer refuses these settings there: it gets only the
 * client's own deadline, and the server's limits come from the role (`pooledLimitsStatement`).
 */
export function pgLimitOptions(
  limits: DatabaseLimits,
  options: { readTimeoutMs?: number | undefined; throughPooler?: boolean } = {},
) {
  const { statementTimeoutMs } = limits;
  const fallback = statementTimeoutMs > 0 ? statementTimeoutMs + HUNG_SERVER_MARGIN_MS : 0;
  const queryTimeout = options.readTimeoutMs ?? fallback;
  const clientSide = { ...(queryTimeout > 0 && { query_timeout: queryTimeout }) };
  if (options.throughPooler) return clientSide;
  const settings = Object.entries(serverSettings(limits));
  // `pg` sends only the limits that are set; a 0 goes in the start's `options`.
  const none = settings.filter(([, ms]) => ms <= 0).map(([name]) => `-c ${name}=0`);
  return {
    ...Object.fromEntries(settings.filter(([, ms]) => ms > 0)),
    ...(none.length > 0 && { options: none.join(' ') }),
    ...clientSide,
  };
}

/**
 * Behind a transaction-mode pooler, one statement that makes the limits hold there (ADR 060):
 * they become the defaults of the pooled role in this database, which every server connection
 * the pooler opens from then on starts with, and are set on the server connection that runs
 * it. Server connections the pooler opened before keep what they had until it replaces them.
 */
export function pooledLimitsStatement(limits: DatabaseLimits): string {
  const lines = Object.entries(serverSettings(limits)).flatMap(([name, ms]) => {
    const value = String(Math.max(0, Math.trunc(ms)));
    return [
      `execute format('alter role current_user in database %I set ${name} = ${value}', current_database());`,
      `perform set_config('${name}', '${value}', false);`,
    ];
  });
  return `do $$ begin ${lines.join(' ')} end $$`;
}

/**
 * The sign-in check is one small indexed read: one that has not answered a little after the
 * lock timeout waits on something it will not get soon (a held lock, a hung server), and so
 * does every check queued behind it on the same pipelined connection.
 */
export function signInReadTimeoutMs(limits: DatabaseLimits): number | undefined {
  if (limits.lockTimeoutMs <= 0 && limits.statementTimeoutMs <= 0) return undefined;
  const base = limits.lockTimeoutMs > 0 ? limits.lockTimeoutMs : limits.statementTimeoutMs;
  return Math.min(base + HUNG_SERVER_MARGIN_MS / 2, limits.statementTimeoutMs || Infinity);
}
