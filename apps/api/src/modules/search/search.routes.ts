import { envelope, SEARCH_PATH, searchHitSchema, searchQuerySchema } from '@showroom/contract';
import { z } from 'zod';
import { moduleRoutes } from '../../crud/route-options';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/auth';
import { searchRecords } from './search.repository';

/**
 * The command palette's search: any signed-in account may ask, and finds records only in
 * the resources its role may read (the rest are never queried).
 */
export const searchRoutes = moduleRoutes(['search'], (app, route) => {
  app.get(
    SEARCH_PATH,
    route(
      'authenticated',
      'Records found by id, name, title, email or phone in every resource the caller may read',
      { querystring: searchQuerySchema, response: { 200: envelope(z.array(searchHitSchema)) } },
    ),
    async (request) =>
      ok(
        await searchRecords(app.db, app.searchedResources, {
          ...request.query,
          permissions: actorOf(request).permissions,
        }),
      ),
  );
});
