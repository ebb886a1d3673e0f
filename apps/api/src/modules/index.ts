import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit/audit.routes';
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
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { healthRoutes } from './health/health.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { rolesRoutes } from './roles/roles.routes';
import { statisticsRoutes } from './statistics/statistics.routes';
import { staffNotificationRoutes } from './staff-notifications/staff-notifications.routes';
import { uploadRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';

/** Every module's routes, mounted under /api/v1 by app.ts. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  uploadRoutes,
  staffNotificationRoutes,
  eventsRoutes,
  brandsRoutes,
  categoriesRoutes,
  colorsRoutes,
  countriesRoutes,
  metaListsRoutes,
  bannersRoutes,
  faqsRoutes,
  sitePagesRoutes,
  contactDetailsRoutes,
  usersRoutes,
  rolesRoutes,
  auditRoutes,
  contactSubjectsRoutes,
  queriesRoutes,
  notificationsRoutes,
  carsRoutes,
  offersRoutes,
  packagesRoutes,
  subscriptionsRoutes,
  adsRoutes,
  statisticsRoutes,
];
