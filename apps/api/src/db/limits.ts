/**
 * How long the API lets anything wait on PostgreSQL. Every connection of an API process
 * (its pool, the sign-in check's, the live events listener's) starts with these, so no
 * request waits on a held lock or a hung server for longer than the request's deadline.
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

/**
 * `pg`'s connection settings for these limits: the server enforces the three timeouts, and
 * the client gives up on an answer that has not come a little after the server should have
 * cancelled it (a hung or unreachable server cancels nothing).
 */
export function pgLimitOptions(limits: DatabaseLimits, readTimeoutMs?: number) {
  const { statementTimeoutMs, lockTimeoutMs, idleInTransactionTimeoutMs } = limits;
  const fallback = statementTimeoutMs > 0 ? statementTimeoutMs + HUNG_SERVER_MARGIN_MS : 0;
  const queryTimeout = readTimeoutMs ?? fallback;
  return {
    ...(statementTimeoutMs > 0 && { statement_timeout: statementTimeoutMs }),
    ...(lockTimeoutMs > 0 && { lock_timeout: lockTimeoutMs }),
    ...(idleInTransactionTimeoutMs > 0 && {
      idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
    }),
    ...(queryTimeout > 0 && { query_timeout: queryTimeout }),
  };
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
