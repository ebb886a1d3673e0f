/** What other modules use of cars: the declaration (a CSV import writes through it). */
export { carsResource } from './cars.resource';
