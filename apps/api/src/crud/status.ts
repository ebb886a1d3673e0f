import {
  msg,
  recordNames,
  type Message,
  type MessageParam,
  type RecordLabel,
} from '@showroom/contract';
import { isMessageKey } from '@showroom/contract/catalogue';
import { AppError } from '../lib/errors';

/**
 * The moves staff may make between a record's statuses (DESIGN §5). Moves made by time
 * (an ad or a subscription expiring) are the jobs' business, not listed here.
 */
export type StatusMachine<Status extends string = string> = {
  /** The column holding the status, as named in the table definition. */
  field: string;
  moves: Record<Status, readonly Status[]>;
};

export function defineStatusMachine<const Status extends string>(
  machine: StatusMachine<Status>,
): StatusMachine<Status> {
  return machine;
}

export function allowedMoves(machine: StatusMachine, from: string): readonly string[] {
  return (machine.moves as Record<string, readonly string[] | undefined>)[from] ?? [];
}

/** A status as the catalogue words it (`status.<value>`), or the value itself. */
export function statusWord(status: string): MessageParam {
  const key = `status.${status}`;
  return isMessageKey(key) ? { key } : status;
}

export function assertTransition(
  machine: StatusMachine,
  label: RecordLabel,
  from: string,
  to: string,
) {
  const allowed = allowedMoves(machine, from);
  if (allowed.includes(to)) return;
  const params = {
    from: statusWord(from),
    to: statusWord(to),
    allowed: allowed.length > 0 ? allowed.map(statusWord) : msg('status.none'),
  };
  // Each record with statuses has its own sentence (its article in English, its gender in
  // Arabic); the messages test checks that every machine's record has one.
  const key = `records.${recordNames[label]}.cannotMove`;
  const message: Message = isMessageKey(key)
    ? { key, params }
    : msg('errors.invalidTransition', params);
  throw new AppError('INVALID_TRANSITION', message, { from, to, allowed: [...allowed] });
}
