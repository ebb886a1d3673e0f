import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { countriesResource } from './countries.resource';

/** A plain list: it answers every country (the trash with deleted=true). */
export async function countriesRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, countriesResource, resourcePaths.countries);
}
