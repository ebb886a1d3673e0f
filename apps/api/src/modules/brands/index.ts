/** What other modules use of brands: the declaration and two reads. */
export { brandsResource } from './brands.resource';
export { brandIdsMatching } from './brands.repository';
