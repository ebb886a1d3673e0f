import { subscriptionStatusSchema } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes, registerStatusRoute } from '../../crud/crud.routes';
import { subscriptionsResource } from './subscriptions.resource';
import { subscriptionStatusMachine } from './subscriptions.service';

export async function subscriptionsRoutes(app: FastifyInstance) {
  const service = registerCrudRoutes(app, subscriptionsResource, {
    root: '/subs',
    list: '/subs/admin',
  });
  registerStatusRoute(app, {
    definition: subscriptionsResource,
    service,
    machine: subscriptionStatusMachine,
    root: '/subs',
    body: subscriptionStatusSchema,
  });
}
