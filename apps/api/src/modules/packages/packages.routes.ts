import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { packagesResource } from './packages.resource';

export async function packagesRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, packagesResource, resourcePaths.packages);
}
