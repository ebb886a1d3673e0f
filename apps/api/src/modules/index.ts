import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { brandsRoutes } from './brands/brands.routes';
import { adsRoutes } from './ads/ads.routes';
import { carsRoutes } from './cars/cars.routes';
import { offersRoutes } from './offers/offers.routes';
import { packsRoutes } from './packs/packs.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { healthRoutes } from './health/health.routes';
import { staffNotificationRoutes } from './staff-notifications/staff-notifications.routes';
import { uploadRoutes } from './uploads/uploads.routes';

/** Every module's routes, mounted under /api/v1 by app.ts. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  uploadRoutes,
  staffNotificationRoutes,
  brandsRoutes,
  carsRoutes,
  offersRoutes,
  packsRoutes,
  subscriptionsRoutes,
  adsRoutes,
];
