/** What other modules use of contact subjects: the declaration (a CSV import writes through it). */
export { contactSubjectsResource } from './contact-subjects.resource';
