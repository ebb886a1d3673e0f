import { adsResource } from '../features/ads/ads-resource';
import { bannersResource } from '../features/banners/banners-resource';
import { brandsResource } from '../features/brands/brands-resource';
import { carsResource } from '../features/cars/cars-resource';
import { categoriesResource } from '../features/categories/categories-resource';
import { colorsResource } from '../features/colors/colors-resource';
import { contactSubjectsResource } from '../features/contact-subjects/contact-subjects-resource';
import { countriesResource } from '../features/countries/countries-resource';
import { faqsResource } from '../features/faqs/faqs-resource';
import { notificationsResource } from '../features/notifications/notifications-resource';
import { offersResource } from '../features/offers/offers-resource';
import { packagesResource } from '../features/packages/packages-resource';
import { queriesResource } from '../features/queries/queries-resource';
import { rolesResource } from '../features/roles/roles-resource';
import { subscriptionsResource } from '../features/subscriptions/subscriptions-resource';
import { usersResource } from '../features/users/users-resource';
import type { Registrable, ResourceMeta } from '../lib/resource/define-resource';

/** A declaration as the registry holds it, whatever its row. */
export type RegisteredResource = ResourceMeta & Registrable;

/**
 * The resources the app serves, one line each. Routes (to the shared list and form pages),
 * sidebar entries, breadcrumbs and strings are built from their declarations (see
 * `features/README.md`).
 */
export const registeredResources: readonly RegisteredResource[] = [
  brandsResource,
  categoriesResource,
  colorsResource,
  countriesResource,
  usersResource,
  rolesResource,
  packagesResource,
  offersResource,
  subscriptionsResource,
  adsResource,
  carsResource,
  bannersResource,
  faqsResource,
  contactSubjectsResource,
  queriesResource,
  notificationsResource,
];
