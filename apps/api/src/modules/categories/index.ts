/** What other modules use of categories: its declaration (a car checks its references with it). */
export { categoriesResource } from './categories.resource';
