import { envelope } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';

const healthSchema = envelope(
  z.object({ status: z.literal('ok'), database: z.string().optional() }),
);

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthSchema } },
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: healthSchema },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return ok({ status: 'ok' as const, database: app.database.kind });
    },
  );
}
