/** What other modules use of the settings: the default currency of new prices. */
export { readDefaultCurrency } from './settings.service';
