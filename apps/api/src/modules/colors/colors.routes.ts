import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { colorsResource } from './colors.resource';

export async function colorsRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, colorsResource, resourcePaths.colors);
}
