import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { categoriesResource } from './categories.resource';

export async function categoriesRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, categoriesResource, { root: '/category', list: '/category/admin' });
}
