import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { bannersResource } from './banners.resource';

/** The spec's slides: a plain list at `GET /slides/slidesAdmin`. */
export async function bannersRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, bannersResource, {
    root: '/slides',
    list: '/slides/slidesAdmin',
    plain: true,
  });
}
