import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { brandsResource } from './brands.resource';

export async function brandsRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, brandsResource, resourcePaths.brands);
}
