import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { notificationsResource } from './notifications.resource';

export async function notificationsRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, notificationsResource, resourcePaths.notifications);
}
