import type { CrudResourceName } from '@showroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit/audit.routes';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { bannersRoutes } from './banners/banners.routes';
import { brandsRoutes } from './brands/brands.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { colorsRoutes } from './colors/colors.routes';
import { countriesRoutes } from './countries/countries.routes';
import { faqsRoutes } from './faqs/faqs.routes';
import { metaListsRoutes } from './meta-lists/meta-lists.routes';
import { sitePagesRoutes } from './site-pages/site-pages.routes';
import { contactDetailsRoutes } from './contact-details/contact-details.routes';
import { contactSubjectsRoutes } from './contact-subjects/contact-subjects.routes';
import { queriesRoutes } from './queries/queries.routes';
import { eventsRoutes } from './events/events.routes';
import { adsRoutes } from './ads/ads.routes';
import { carsRoutes } from './cars/cars.routes';
import { offersRoutes } from './offers/offers.routes';
import { packagesRoutes } from './packages/packages.routes';
import { passkeysRoutes } from './passkeys/passkeys.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { healthRoutes } from './health/health.routes';
import { importsRoutes } from './imports/imports.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { rolesRoutes } from './roles/roles.routes';
import { searchRoutes } from './search/search.routes';
import { secondFactorsRoutes } from './second-factors/second-factors.routes';
import { sessionsRoutes } from './sessions/sessions.routes';
import { statisticsRoutes } from './statistics/statistics.routes';
import { staffNotificationRoutes } from './staff-notifications/staff-notifications.routes';
import { uploadRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';
import { viewsRoutes } from './views/views.routes';

/**
 * Each CRUD resource's routes, by the contract's name for it (its facts, `resources/` in the
 * contract): a resource with facts and no routes here, or routes under a name the contract
 * does not know, does not compile. The two meta lists share one module.
 */
const crudModules = {
  brands: brandsRoutes,
  categories: categoriesRoutes,
  colors: colorsRoutes,
  countries: countriesRoutes,
  engineCapacities: metaListsRoutes,
  cylinderCounts: metaListsRoutes,
  banners: bannersRoutes,
  faqs: faqsRoutes,
  users: usersRoutes,
  roles: rolesRoutes,
  subjects: contactSubjectsRoutes,
  queries: queriesRoutes,
  notifications: notificationsRoutes,
  cars: carsRoutes,
  offers: offersRoutes,
  packages: packagesRoutes,
  subscriptions: subscriptionsRoutes,
  ads: adsRoutes,
} satisfies Record<CrudResourceName, FastifyPluginAsync>;

/** Every module's routes, mounted under /api/v1 by app.ts. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  secondFactorsRoutes,
  passkeysRoutes,
  sessionsRoutes,
  uploadRoutes,
  staffNotificationRoutes,
  eventsRoutes,
  ...new Set(Object.values(crudModules)),
  sitePagesRoutes,
  contactDetailsRoutes,
  auditRoutes,
  statisticsRoutes,
  viewsRoutes,
  searchRoutes,
  importsRoutes,
];
