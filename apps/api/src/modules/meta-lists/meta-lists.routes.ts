import { carMetaDataPath, carMetaDataSchema, envelope, resourcePaths } from '@showroom/contract';
import { moduleRoutes } from '../../crud/route-options';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { cylinderCountsResource, engineCapacitiesResource } from './meta-lists.resource';
import { carMetaData } from './meta-lists.repository';

/**
 * The meta lists as plain lists on their own roots (the spec names no path for them), and
 * the spec's `GET /cars/meta-data` that a car form reads them through.
 */
export const metaListsRoutes = moduleRoutes(['cars'], (app, route) => {
  registerCrudRoutes(app, engineCapacitiesResource, resourcePaths.engineCapacities);
  registerCrudRoutes(app, cylinderCountsResource, resourcePaths.cylinderCounts);

  app.get(
    carMetaDataPath,
    route(
      { resource: 'cars', action: 'read' },
      'What a car form picks from: active countries, engine capacities, cylinders',
      { response: { 200: envelope(carMetaDataSchema) } },
    ),
    async () => ok(await carMetaData(app.db)),
  );
});
