/** What other modules use of FAQs: the declaration (a CSV import writes through it). */
export { faqsResource } from './faqs.resource';
