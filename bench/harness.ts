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

export async function time(runs: number, work: () => Promise<unknown>): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

/**
 * The floor: the statements one request made, sent straight through `pg`, concurrently as
 * the application sends them (a list's rows and its count go out together).
 */
export function replay(pool: pg.Pool, statements: Statement[]) {
  return Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
}

export const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
