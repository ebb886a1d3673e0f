import type { Resource } from './access';

/**
 * Where a resource's CRUD routes live: `GET|PATCH|DELETE <root>/:id`, `POST <root>`,
 * `POST <root>/:id/restore` (and `POST <root>/:id/status` for a status machine), and its
 * list at `list` when the spec names one, else at `<root>/`.
 */
export type ResourcePaths = {
  root: string;
  list?: string;
  /** The spec reads the list whole: `data` is the rows, not `{count, rows}`. */
  plain?: true;
};

/** The permission resources with CRUD routes; site pages, statistics and the log have their own. */
export type CrudResource = Exclude<Resource, 'pages' | 'statistics' | 'audit'>;

/** Lists a car form picks from: CRUD lists of their own under the `cars` permission. */
export type MetaList = 'engineCapacities' | 'cylinderCounts';

/**
 * The API paths of every CRUD resource, declared once: the API registers its routes here
 * and the web app calls them here.
 */
export const resourcePaths = {
  ads: { root: '/advert', list: '/advert/admin' },
  banners: { root: '/slides', list: '/slides/slidesAdmin', plain: true },
  brands: { root: '/brand', list: '/brand/admin' },
  cars: { root: '/cars' },
  categories: { root: '/category', list: '/category/admin' },
  colors: { root: '/car-colors' },
  countries: { root: '/countries', plain: true },
  faqs: { root: '/faqs', list: '/faqs/admin', plain: true },
  notifications: { root: '/notifications/general', list: '/notifications/general' },
  offers: { root: '/offers' },
  packages: { root: '/packs', list: '/packs/admin' },
  queries: { root: '/contactUs/queries' },
  roles: { root: '/role', list: '/role/admin', plain: true },
  subjects: { root: '/contactUs/subjects', list: '/contactUs/subjects/admin', plain: true },
  subscriptions: { root: '/subs', list: '/subs/admin' },
  users: { root: '/auth/users', list: '/auth/users/list' },
  // The spec names no paths for the meta lists.
  engineCapacities: { root: '/meta/engine-capacities', plain: true },
  cylinderCounts: { root: '/meta/cylinders', plain: true },
} as const satisfies Record<CrudResource | MetaList, ResourcePaths>;

/** Where a resource's list lives. */
export const listPathOf = (paths: ResourcePaths) => paths.list ?? `${paths.root}/`;

/** What a car form picks from, in one read: active countries, engine capacities, cylinders. */
export const carMetaDataPath = `${resourcePaths.cars.root}/meta-data`;
