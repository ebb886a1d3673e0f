import { adStatusSchema, resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes, registerStatusRoute } from '../../crud/crud.routes';
import { adsResource } from './ads.resource';
import { adStatusMachine } from './ads.service';

export async function adsRoutes(app: FastifyInstance) {
  const service = registerCrudRoutes(app, adsResource, resourcePaths.ads);
  registerStatusRoute(app, {
    definition: adsResource,
    service,
    machine: adStatusMachine,
    paths: resourcePaths.ads,
    body: adStatusSchema,
  });
}
