import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { bannersResource } from './banners.resource';

/** The spec's slides, read as a plain list. */
export async function bannersRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, bannersResource, resourcePaths.banners);
}
