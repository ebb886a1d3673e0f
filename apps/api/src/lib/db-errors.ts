import { AppError } from './errors';

/** What a violated constraint means to the person who sent the request. */
export type ConstraintMessages = Record<string, { field: string; message: string }>;

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
 * Turns a unique or foreign-key violation into a 409 or 400 naming the field; anything
 * else is rethrown unchanged.
 */
export function translateDbError(error: unknown, constraints: ConstraintMessages): never {
  const pgError = pgErrorOf(error);
  const name = pgError?.constraint ?? pgError?.constraint_name;
  const known = name ? constraints[name] : undefined;
  if (pgError?.code === '23505') {
    const field = known?.field ?? 'record';
    const message = known?.message ?? 'A record with these values already exists';
    throw new AppError('CONFLICT', message, { fieldErrors: { [field]: [message] } });
  }
  if (pgError?.code === '23503') {
    const field = known?.field ?? 'record';
    const message = known?.message ?? 'Refers to a record that does not exist';
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });
  }
  throw error;
}
