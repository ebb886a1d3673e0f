import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { rolesResource } from './roles.resource';

export async function rolesRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, rolesResource, resourcePaths.roles);
}
