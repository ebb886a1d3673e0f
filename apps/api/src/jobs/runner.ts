import { msg } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Db, type Executor } from '../db/client';
import { notifyStaff } from '../changes/staff-notices';

/**
 * A time-driven change (ads expiring, scheduled notifications going out). `run` does one
 * batch inside a transaction that holds the job's advisory lock, so with several API
 * processes on one PostgreSQL only one runs the job at a time: nothing is done twice, and
 * whatever a batch leaves is picked up by the next tick. `run` must select its work by
 * state and time (`WHERE status = 'active' AND ends_at <= now`), never by memory.
 */
export type Job = {
  name: string;
  everyMs: number;
  run(tx: Executor, now: Date): Promise<number>;
};

export type JobResult = { ran: boolean; processed: number };

export async function runJobOnce(db: Db, job: Job, now: Date = new Date()): Promise<JobResult> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${`showroom-job:${job.name}`})) as locked`,
    );
    if (!lock?.locked) return { ran: false, processed: 0 };
    return { ran: true, processed: await job.run(tx, now) };
  });
}

/** Runs every job on its interval until the app closes; a failure rings the staff bell once. */
export function startJobs(app: FastifyInstance, jobs: Job[], clock: () => Date = () => new Date()) {
  const timers = jobs.map((job) => {
    let running = false;
    let failing = false;
    const counted = app.metrics.countJobRuns(job.name);
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const result = await runJobOnce(app.db, job, clock());
        counted(result.ran ? 'ran' : 'skipped');
        if (result.processed > 0) app.log.info({ job: job.name, ...result }, 'job ran');
        failing = false;
      } catch (error) {
        counted('failed');
        app.log.error({ err: error, job: job.name }, 'job failed');
        if (!failing) {
          failing = true;
          await notifyStaff(app.db, {
            heading: 'notices.system.heading',
            title: msg('notices.system.jobFailed', { job: job.name }),
            subtitle: error instanceof Error ? error.message.slice(0, 200) : null,
            icon: 'error',
            iconColor: 'error',
            path: null,
            audience: { resource: 'audit', action: 'read' },
          }).catch(() => undefined);
        }
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    return timer;
  });
  app.addHook('onClose', async () => {
    timers.forEach(clearInterval);
  });
}
