import type { MessageRef } from '@showroom/contract';
import { AppError } from './errors';

/** What a violated constraint means to the person who sent the request. */
export type ConstraintMessages = Record<string, { field: string; message: MessageRef }>;

type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  // Drizzle wraps the driver's error; the SQLSTATE is on the cause.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return null;
}

/**
 * A value the unique index `name` already holds, as a 409 on its field: what a write is told,
 * and what an import's check tells of a row the write would refuse so.
 */
export function duplicateValue(name: string | undefined, constraints: ConstraintMessages) {
  const known = name ? constraints[name] : undefined;
  const field = known?.field ?? 'record';
  const message: MessageRef = known?.message ?? 'errors.duplicate';
  return new AppError('CONFLICT', message, { fieldErrors: { [field]: [message] } });
}

/**
 * Turns a unique or foreign-key violation into a 409 or 400 naming the field; anything
 * else is rethrown unchanged.
 */
export function translateDbError(error: unknown, constraints: ConstraintMessages): never {
  const pgError = pgErrorOf(error);
  const name = pgError?.constraint ?? pgError?.constraint_name;
  if (pgError?.code === '23505') throw duplicateValue(name, constraints);
  const known = name ? constraints[name] : undefined;
  if (pgError?.code === '23503') {
    const field = known?.field ?? 'record';
    const message: MessageRef = known?.message ?? 'errors.missingReference';
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });
  }
  throw error;
}

/**
 * The database could not answer now, for a reason found below the driver (a statement lost
 * with an earlier one that the server gave up on, say): answered 503 like an outage.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
}

/** Node's network errors that mean the database could not be reached. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** node-postgres' messages for a connection lost under a statement. */
const lostMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
];

/** node-postgres' messages for a connection lost, or never had. */
const unreachableMessages = [
  ...lostMessages,
  'timeout exceeded when trying to connect',
  // Our own deadline for an answer (`query_timeout`, db/limits.ts): the server is hung.
  'Query read timeout',
];

/**
 * The connection was lost under a statement, which may then be sent again on a new one: the
 * server's own word that it is ending the session (classes 08 and 57P), a network error, or
 * the socket closing with no answer. Never a statement the server refused or cancelled (a
 * lock or statement timeout): sent again, it would wait as long once more.
 */
export function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (unreachableCodes.has(code) || /^(08|57P)/.test(code)))
    return true;
  return typeof message === 'string' && lostMessages.some((m) => message.startsWith(m));
}

/**
 * SQLSTATEs of a server that is away (connection exceptions, shutting down, full), or that
 * gave up on a statement for one of the API's limits (db/limits.ts): a lock held by someone
 * else (55P03), a statement past its time (57014), a transaction left idle (25P03). Each is
 * worth retrying in a moment, which is what a 503 with Retry-After says.
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') ||
  code === '57P01' ||
  code === '57P02' ||
  code === '57P03' ||
  code === '53300' ||
  code === '55P03' ||
  code === '57014' ||
  code === '25P03';

/** The error and what it wraps (`cause`, an AggregateError's `errors`), a few levels deep. */
function* errorChain(error: unknown): Generator<object> {
  const queue: { value: unknown; depth: number }[] = [{ value: error, depth: 0 }];
  const seen = new Set<object>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { value, depth } = next;
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 4) continue;
    seen.add(value);
    yield value;
    const { cause, errors } = value as { cause?: unknown; errors?: unknown };
    queue.push({ value: cause, depth: depth + 1 });
    if (Array.isArray(errors)) for (const e of errors) queue.push({ value: e, depth: depth + 1 });
  }
}

/**
 * Whether the database could not be reached or is refusing connections: an outage the
 * client may retry after, not a fault in the request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of errorChain(error)) {
    if (item instanceof DatabaseUnavailableError) return true;
    const { code, message } = item as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (unreachableCodes.has(code) || (isSqlState(code) && isUnavailableState(code)))
    )
      return true;
    if (typeof message === 'string' && unreachableMessages.some((m) => message.startsWith(m)))
      return true;
  }
  return false;
}

const isSqlState = (code: string) => /^[0-9A-Z]{5}$/.test(code);

/** Drizzle's wrapper: its message and stack carry every bound parameter. */
const isQueryError = (value: object): value is { query: string; params: unknown[] } =>
  typeof (value as { query?: unknown }).query === 'string' &&
  Array.isArray((value as { params?: unknown }).params);

/** The driver's error: its message and `detail` may quote the values of the row. */
const isDriverError = (value: object) => {
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && isSqlState(code) && typeof severity === 'string';
};

const stringProps = (value: object, keys: readonly string[]) =>
  Object.fromEntries(
    keys.flatMap((key) => {
      const v = (value as Record<string, unknown>)[key];
      return typeof v === 'string' || typeof v === 'number' ? [[key, v]] : [];
    }),
  );

/** The frames of a stack, without the message above them (which may quote values). */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : undefined;

/**
 * What the log keeps of an error: for database errors only the SQLSTATE, the constraint,
 * table and column, and the SQL text (never the bound parameters, a row's values or the
 * message that quotes them); for others the type, message, code and stack. Causes follow,
 * described the same way.
 */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

const described = new WeakSet<object>();

export function loggableError(error: unknown, depth = 0): LoggedError {
  // Already described (the logger's serializer may meet a described error again).
  if (error && typeof error === 'object' && described.has(error)) return error as LoggedError;
  if (!error || typeof error !== 'object')
    return { type: typeof error, message: String(error), stack: '' };
  // The class names Drizzle's wrapper, whose `name` is still "Error".
  const className = (error as { constructor?: { name?: unknown } }).constructor?.name;
  const type =
    typeof className === 'string' && className !== 'Object' && className !== 'Error'
      ? className
      : (error as { name?: unknown }).name;
  const cause = (error as { cause?: unknown }).cause;
  const result: LoggedError = {
    type: typeof type === 'string' ? type : 'Error',
    message: '',
    stack: '',
  };
  if (isDriverError(error)) {
    // PostgreSQL's or PGlite's error (PGlite's carries the SQL text and parameters too).
    Object.assign(
      result,
      { type: 'DatabaseError', message: 'Database error' },
      stringProps(error, ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'query']),
    );
  } else if (isQueryError(error)) {
    result.message = 'Failed query';
    result.query = error.query;
    const frames = framesOf((error as { stack?: unknown }).stack) ?? '';
    result.stack = `${result.type}: Failed query\n${frames}`;
  } else {
    Object.assign(
      result,
      stringProps(error, ['message', 'code', 'statusCode', 'syscall', 'address', 'port']),
    );
    const stack = (error as { stack?: unknown }).stack;
    result.stack = typeof stack === 'string' ? stack : '';
    // A message built from a failed query's would quote its parameters: keep what precedes.
    for (const key of ['message', 'stack'] as const) {
      const text = result[key];
      if (text.includes('\nparams: ')) result[key] = text.slice(0, text.indexOf('\nparams: '));
    }
  }
  if (cause && depth < 4) result.cause = loggableError(cause, depth + 1);
  described.add(result);
  return result;
}
