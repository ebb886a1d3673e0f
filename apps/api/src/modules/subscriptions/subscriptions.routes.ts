import { subscriptionStatusSchema, resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes, registerStatusRoute } from '../../crud/crud.routes';
import { subscriptionsResource } from './subscriptions.resource';
import { subscriptionStatusMachine } from './subscriptions.service';

export async function subscriptionsRoutes(app: FastifyInstance) {
  const service = registerCrudRoutes(app, subscriptionsResource, resourcePaths.subscriptions);
  registerStatusRoute(app, {
    definition: subscriptionsResource,
    service,
    machine: subscriptionStatusMachine,
    paths: resourcePaths.subscriptions,
    body: subscriptionStatusSchema,
  });
}
