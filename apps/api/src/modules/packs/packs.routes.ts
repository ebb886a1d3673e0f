import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { packsResource } from './packs.resource';

export async function packsRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, packsResource, { root: '/packs', list: '/packs/admin' });
}
