import { expireEndedJob } from './expire-ended';
import { removeOldImportJobsJob } from './remove-old-import-jobs';
import type { Job } from './runner';
import { sendNotificationsJob } from './send-notifications';

/** Every time-driven job; server.ts starts them. Each module adds its own here. */
export const jobs: Job[] = [sendNotificationsJob, expireEndedJob, removeOldImportJobsJob];
