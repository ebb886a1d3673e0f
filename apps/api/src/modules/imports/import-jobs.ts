import { randomUUID } from 'node:crypto';
import {
  IMPORT_LISTED_PROBLEMS,
  msg,
  type ImportJob,
  type MessageLanguage,
} from '@showroom/contract';
import { renderMessage } from '@showroom/contract/catalogue';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  findJob,
  insertJob,
  removeJobsBefore,
  writeEnd,
  writeProgress,
  type ImportJobRow,
} from './import-jobs.repository';
import type { Problem, RunReport } from './import-run';

/**
 * The checks and imports under way or lately done, in a table (ADR 062): the process that
 * runs a job writes its progress there, and the client's poll may reach any process. Only the
 * account that started a job reads it.
 */

/** Progress is written at most this often… */
const PROGRESS_EVERY_MS = 250;
/** …and, when nothing moved (a batch of writes takes a while), a heartbeat this often. */
export const HEARTBEAT_EVERY_MS = 5_000;
/** A running job whose heartbeat is older than this ran in a process that stopped. */
export const STALE_AFTER_MS = 60_000;
/** Finished jobs are kept this long for their polls, then removed by the jobs runner. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** A job as the process running it holds it: the report `runImport` fills. */
export type ImportJobState = RunReport & {
  id: string;
  resource: string;
  actorId: number;
  commit: boolean;
  bytes: number;
  problems: Problem[];
  problemsLeftOut: number;
};

const progressOf = (job: ImportJobState) => ({
  counts: { ...job.counts },
  bytesRead: job.bytesRead,
  problems: job.problems,
  problemsLeftOut: job.problemsLeftOut,
});

/** What has moved since the last write: counts, bytes and reasons only grow. */
const markOf = (job: ImportJobState) =>
  [job.bytesRead, ...Object.values(job.counts), job.problemsLeftOut].join(':');

/**
 * Writes a running job's progress when it moved (at most every `PROGRESS_EVERY_MS`) and its
 * heartbeat every `HEARTBEAT_EVERY_MS`, one write at a time.
 */
function keepWritten(db: Db, job: ImportJobState, onError: (error: unknown) => void) {
  let written = markOf(job);
  let writtenAt = Date.now();
  let writing: Promise<void> | null = null;
  const timer = setInterval(() => {
    const mark = markOf(job);
    if (writing || (mark === written && Date.now() - writtenAt < HEARTBEAT_EVERY_MS)) return;
    writing = writeProgress(db, job.id, progressOf(job))
      .then(() => {
        written = mark;
        writtenAt = Date.now();
      }, onError)
      .finally(() => (writing = null));
  }, PROGRESS_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await writing;
  };
}

/**
 * Records a job and runs it in the background; `finished` settles once its end is written.
 * A job stopped by the app closing ends failed, as one whose process died reads.
 */
export async function startJob(
  db: Db,
  options: { resource: string; actorId: number; commit: boolean; bytes: number },
  run: (job: ImportJobState) => Promise<void>,
  onError: (error: unknown) => void,
): Promise<{ job: ImportJobState; finished: Promise<void> }> {
  const job: ImportJobState = {
    ...options,
    id: randomUUID(),
    counts: { rows: 0, create: 0, update: 0, unchanged: 0, refused: 0 },
    bytesRead: 0,
    stopped: false,
    problems: [],
    problemsLeftOut: 0,
    refuse(problem) {
      if (job.problems.length < IMPORT_LISTED_PROBLEMS) job.problems.push(problem);
      else job.problemsLeftOut += 1;
    },
  };
  await insertJob(db, { ...options, id: job.id, state: 'running', counts: job.counts });
  const stopWriting = keepWritten(db, job, onError);
  const finished = run(job)
    .then(
      () =>
        job.stopped
          ? ({ state: 'failed', error: 'imports.serverStopped' } as const)
          : ({ state: 'done', error: null } as const),
      (error: unknown) => {
        onError(error);
        return {
          state: 'failed',
          error:
            error instanceof AppError
              ? error.text
              : msg('imports.stopped', { reason: msg('errors.internal') }),
        } as const;
      },
    )
    .then(async (end) => {
      await stopWriting();
      if (end.state === 'done') job.bytesRead = job.bytes;
      // A job whose end cannot be written reads as stopped once its heartbeat is stale.
      await writeEnd(db, job.id, { ...progressOf(job), ...end }).catch(onError);
    });
  return { job, finished };
}

/** The job, for the account that started it. */
export async function jobOf(db: Db, id: string, actorId: number): Promise<ImportJobRow> {
  const found = await findJob(db, id, actorId, STALE_AFTER_MS);
  if (!found) throw new AppError('NOT_FOUND', 'imports.jobNotFound');
  // Its process stopped before writing its end (a crash, a kill): it will not go on.
  if (found.stale) return { ...found.job, state: 'failed', error: 'imports.serverStopped' };
  return found.job;
}

/** A job as the client reads it, its reasons in the request's language. */
export function jobAnswer(
  job: ImportJobRow | (ImportJobState & Pick<ImportJobRow, 'state' | 'error'>),
  language: MessageLanguage,
): ImportJob {
  return {
    id: job.id,
    resource: job.resource,
    commit: job.commit,
    state: job.state,
    progress: job.bytes > 0 ? Math.min(1, job.bytesRead / job.bytes) : 1,
    counts: { ...job.counts },
    problems: job.problems.map((problem) => ({
      row: problem.row,
      field: problem.field,
      message: renderMessage(problem.message, language),
    })),
    problemsLeftOut: job.problemsLeftOut,
    error: job.error === null ? null : renderMessage(job.error, language),
  };
}

/** Removes jobs finished, or left behind by a stopped process, more than a day ago. */
export const removeOldImportJobs = (tx: Executor, now: Date) =>
  removeJobsBefore(tx, new Date(now.getTime() - KEPT_FOR_MS), 500);
