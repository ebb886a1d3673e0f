import { envelope, statisticsSchema } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routesOf } from '../../crud/route-options';
import { ok } from '../../lib/reply';
import { readStatistics } from './statistics.repository';

const route = routesOf(['statistics']);

export async function statisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/get-statistics',
    route(
      { resource: 'statistics', action: 'read' },
      'The dashboard: totals, 30-day daily series, cars by category, top brands',
      { response: { 200: envelope(statisticsSchema) } },
    ),
    async () => ok(await readStatistics(app.db, new Date())),
  );
}
