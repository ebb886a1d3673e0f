import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { countriesResource } from './countries.resource';

/** A plain list: `GET /countries/` answers every country (the trash with deleted=true). */
export async function countriesRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, countriesResource, { root: '/countries', plain: true });
}
