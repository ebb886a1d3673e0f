import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { categoriesResource } from './categories.resource';

export async function categoriesRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, categoriesResource, resourcePaths.categories);
}
