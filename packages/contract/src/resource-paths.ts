import { factOfEach } from './resources';

export type { ResourcePaths } from './resource-facts';
export type { CrudResource, CrudResourceName, MetaList } from './resources';

/**
 * The API paths of every CRUD resource, declared once: the API registers its routes here
 * and the web app calls them here.
 */
export const resourcePaths = factOfEach('paths');

/** Where a resource's list lives. */
export const listPathOf = (paths: { root: string; list?: string }) =>
  paths.list ?? `${paths.root}/`;

/** What a car form picks from, in one read: active countries, engine capacities, cylinders. */
export const carMetaDataPath = `${resourcePaths.cars.root}/meta-data`;
