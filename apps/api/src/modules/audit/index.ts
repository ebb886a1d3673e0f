/** What other modules use of the audit log: a person's own recent sign-ins. */
export { recentSignIns } from './audit.repository';
