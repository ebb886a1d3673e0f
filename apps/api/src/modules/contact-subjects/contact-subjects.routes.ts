import { envelope, publicContactSubjectSchema } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { contactSubjectsResource } from './contact-subjects.resource';
import { listActiveSubjects } from './contact-subjects.repository';

export async function contactSubjectsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerCrudRoutes(app, contactSubjectsResource, {
    root: '/contactUs/subjects',
    list: '/contactUs/subjects/admin',
    plain: true,
  });

  app.get(
    '/contactUs/subjects',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['subjects'],
        summary: 'The active subjects, for the marketplace’s contact form',
        response: { 200: envelope(z.array(publicContactSubjectSchema)) },
      },
    },
    async () => ok(await listActiveSubjects(app.db)),
  );
}
