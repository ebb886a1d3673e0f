import { resourcePaths } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { faqsResource } from './faqs.resource';

/** A plain list at `GET /faqs/admin`. */
export async function faqsRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, faqsResource, resourcePaths.faqs);
}
