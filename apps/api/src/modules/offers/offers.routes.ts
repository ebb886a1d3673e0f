import { offerStatusSchema, resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes, registerStatusRoute } from '../../crud/crud.routes';
import { offersResource } from './offers.resource';
import { offerStatusMachine } from './offers.service';

export async function offersRoutes(app: FastifyInstance) {
  const service = registerCrudRoutes(app, offersResource, resourcePaths.offers);
  registerStatusRoute(app, {
    definition: offersResource,
    service,
    machine: offerStatusMachine,
    paths: resourcePaths.offers,
    body: offerStatusSchema,
  });
}
