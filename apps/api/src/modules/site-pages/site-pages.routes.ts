import {
  envelope,
  sitePageParamsSchema,
  sitePageSchema,
  sitePageUpdateSchema,
} from '@showroom/contract';
import { moduleRoutes } from '../../crud/route-options';
import { auditContextOf } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { createSitePagesService } from './site-pages.service';

/**
 * The about, privacy-policy and terms-and-conditions pages. Reading is public: they are the
 * marketplace's published pages (the web app shows /privacy-policy to visitors), and one
 * `/pages/:key` route carries one permission. Writing needs `pages` update.
 */
export const sitePagesRoutes = moduleRoutes(['site-pages'], (app, route) => {
  const service = createSitePagesService(app.db);
  const response = { 200: envelope(sitePageSchema) };

  app.get(
    '/pages/:key',
    route('public', 'Read a page: about, privacy-policy or terms-and-conditions', {
      params: sitePageParamsSchema,
      response,
    }),
    async (request) => ok(await service.get(request.params.key)),
  );

  app.get('/about/', route('public', 'Read the about page', { response }), async () =>
    ok(await service.get('about')),
  );

  app.put(
    '/pages/:key',
    route(
      { resource: 'pages', action: 'update' },
      'Replace a page’s content (send the version you read); the HTML is sanitised',
      { params: sitePageParamsSchema, body: sitePageUpdateSchema, response },
    ),
    async (request) =>
      ok(await service.update(request.params.key, request.body, auditContextOf(request))),
  );
});
