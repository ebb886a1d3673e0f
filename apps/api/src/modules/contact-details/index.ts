/** What other modules use of the contact details: the default currency of new prices. */
export { readDefaultCurrency } from './contact-details.service';
