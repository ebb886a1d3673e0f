/** What the jobs use of CSV imports: removing old jobs. */
export { removeOldImportJobs } from './import-jobs';
