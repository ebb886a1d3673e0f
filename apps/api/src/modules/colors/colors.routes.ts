import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { colorsResource } from './colors.resource';

/** The spec reads the list at `GET /car-colors/?limit&offset`. */
export async function colorsRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, colorsResource, { root: '/car-colors' });
}
