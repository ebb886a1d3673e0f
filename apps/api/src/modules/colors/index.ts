/** What other modules use of colors: its declaration (a car checks its references with it). */
export { colorsResource } from './colors.resource';
