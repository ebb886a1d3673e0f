import { contactDetailsSchema, contactDetailsUpdateSchema, envelope } from '@showroom/contract';
import { moduleRoutes } from '../../crud/route-options';
import { auditContextOf } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { createContactDetailsService } from './contact-details.service';

/** The contact details are site content, so they sit under the `pages` permission. */
export const contactDetailsRoutes = moduleRoutes(['contact-details'], (app, route) => {
  const service = createContactDetailsService(app.db);
  const response = { 200: envelope(contactDetailsSchema) };

  app.get(
    '/settings/contact',
    route(
      { resource: 'pages', action: 'read' },
      'The site’s contact details and default currency',
      { response },
    ),
    async () => ok(await service.getContact()),
  );

  app.put(
    '/settings/contact',
    route(
      { resource: 'pages', action: 'update' },
      'Replace the contact details (send the version you read)',
      { body: contactDetailsUpdateSchema, response },
    ),
    async (request) => ok(await service.replaceContact(request.body, auditContextOf(request))),
  );
});
