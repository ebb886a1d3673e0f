import { removeOldImportJobs } from '../modules/imports';
import type { Job } from './runner';

/**
 * Removes CSV import jobs a day after they finished (ADR 062), a batch per tick; a job whose
 * process stopped counts from its last heartbeat.
 */
export const removeOldImportJobsJob: Job = {
  name: 'remove-old-import-jobs',
  everyMs: 10 * 60_000,
  run: (tx, now) => removeOldImportJobs(tx, now),
};
