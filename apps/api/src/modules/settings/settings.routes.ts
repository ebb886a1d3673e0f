import { contactSettingsSchema, contactSettingsUpdateSchema, envelope } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { createSettingsService } from './settings.service';

/** The contact details are site content, so they sit under the `pages` permission. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSettingsService(app.db);
  const tags = ['settings'];
  const response = { 200: envelope(contactSettingsSchema) };

  app.get(
    '/settings/contact',
    {
      config: { permission: { resource: 'pages', action: 'read' } },
      schema: { tags, summary: 'The site’s contact details and default currency', response },
    },
    async () => ok(await service.getContact()),
  );

  app.put(
    '/settings/contact',
    {
      config: { permission: { resource: 'pages', action: 'update' } },
      schema: {
        tags,
        summary: 'Replace the contact details (send the version you read)',
        body: contactSettingsUpdateSchema,
        response,
      },
    },
    async (request) => ok(await service.replaceContact(request.body, auditContextOf(request))),
  );
}
