import { expireEndedJob } from './expire-ended';
import type { Job } from './runner';

/** Every time-driven job; server.ts starts them. Each module adds its own here. */
export const jobs: Job[] = [expireEndedJob];
