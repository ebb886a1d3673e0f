import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/** One statement as the application sent it. */
export type Statement = { sql: string; params: unknown[] };

export type Timing = { p50: number; p95: number };

export function percentiles(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * Two workloads timed in turns, one request of each a round, which goes first swapped every
 * round: a machine whose load changes during the run weighs on both alike.
 */
export async function timeInTurns(
  runs: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[Timing, Timing]> {
  const samples: [number[], number[]] = [[], []];
  const timed = async (work: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await work();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      await timed(first, samples[0]);
      await timed(second, samples[1]);
    } else {
      await timed(second, samples[1]);
      await timed(first, samples[0]);
    }
  }
  return [percentiles(samples[0]), percentiles(samples[1])];
}

/**
 * The floor: the statements one request made, sent straight through `pg`, concurrently as
 * the application sends them (a list's rows and its count go out together).
 */
export function replay(pool: pg.Pool, statements: Statement[]) {
  return Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
}

export const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
