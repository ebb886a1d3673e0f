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

export function assertTransition(machine: StatusMachine, label: string, from: string, to: string) {
  const allowed = allowedMoves(machine, from);
  if (allowed.includes(to)) return;
  const options = allowed.length > 0 ? allowed.join(', ') : 'none';
  // "An offer", "an ad", but "a user": a u sounded "you" takes "a".
  const article = /^(?:[aeio]|u(?![sn][aeiou]))/i.test(label) ? 'An' : 'A';
  throw new AppError(
    'INVALID_TRANSITION',
    `${article} ${label.toLowerCase()} cannot go from ${from} to ${to}; allowed from ${from}: ${options}`,
    { from, to, allowed: [...allowed] },
  );
}
