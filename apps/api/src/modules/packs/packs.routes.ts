import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { packsResource } from './packs.resource';

export async function packsRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, packsResource, resourcePaths.packs);
}
