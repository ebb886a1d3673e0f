/** What other modules use of countries: its declaration (a car checks its references with it). */
export { countriesResource } from './countries.resource';
