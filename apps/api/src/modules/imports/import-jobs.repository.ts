import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { importJobs } from '../../db/schema';

export type ImportJobRow = typeof importJobs.$inferSelect;
type Progress = Pick<ImportJobRow, 'counts' | 'bytesRead' | 'problems' | 'problemsLeftOut'>;

export async function insertJob(db: Executor, row: typeof importJobs.$inferInsert) {
  await db.insert(importJobs).values(row);
}

/** The running job's progress, and its heartbeat (the database's clock, the same for all). */
export async function writeProgress(db: Executor, id: string, progress: Progress) {
  await db
    .update(importJobs)
    .set({ ...progress, heartbeatAt: sql`now()` })
    .where(and(eq(importJobs.id, id), eq(importJobs.state, 'running')));
}

export async function writeEnd(
  db: Executor,
  id: string,
  end: Progress & Pick<ImportJobRow, 'state' | 'error'>,
) {
  await db
    .update(importJobs)
    .set({ ...end, heartbeatAt: sql`now()`, finishedAt: sql`now()` })
    .where(eq(importJobs.id, id));
}

/**
 * The job, if this account started it, and whether it runs in a process that stopped renewing
 * its heartbeat for longer than `staleAfterMs` (told by the database's clock).
 */
export async function findJob(db: Executor, id: string, actorId: number, staleAfterMs: number) {
  const [found] = await db
    .select({
      job: importJobs,
      stale: sql<boolean>`${importJobs.state} = 'running' and ${importJobs.heartbeatAt} < now() - make_interval(secs => ${staleAfterMs / 1000})`,
    })
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.actorId, actorId)));
  return found;
}

/**
 * Removes, a batch at a time, the jobs finished before `before` and those whose process
 * stopped renewing them before then.
 */
export async function removeJobsBefore(db: Executor, before: Date, limit: number) {
  const old = db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      or(
        and(isNotNull(importJobs.finishedAt), lt(importJobs.finishedAt, before)),
        and(eq(importJobs.state, 'running'), lt(importJobs.heartbeatAt, before)),
      ),
    )
    .limit(limit);
  const removed = await db
    .delete(importJobs)
    .where(inArray(importJobs.id, old))
    .returning({ id: importJobs.id });
  return removed.length;
}
