/** What other modules use of brands: the declaration and two reads. */
export { brandsResource } from './brands.resource';
export { brandIdsMatching, countBrandsFrom } from './brands.repository';
