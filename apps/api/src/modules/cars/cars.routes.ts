import {
  carDetailsSchema,
  carStatusSchema,
  resourcePaths,
  type CarStatus,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes, registerStatusRoute } from '../../crud/crud.routes';
import { carsResource } from './cars.resource';
import { carStatusMachine, carStatusValues, loadCarDetails } from './cars.service';

// `GET /cars/meta-data` belongs to the catalogue; Fastify prefers that static route to `:id`.
export async function carsRoutes(app: FastifyInstance) {
  const service = registerCrudRoutes(app, carsResource, resourcePaths.cars, {
    detail: { schema: carDetailsSchema, load: (id) => loadCarDetails(app.db, id) },
    bulkStatus: {
      machine: carStatusMachine,
      values: (status) => carStatusValues({ status: status as CarStatus }),
    },
  });
  registerStatusRoute(app, {
    definition: carsResource,
    service,
    machine: carStatusMachine,
    paths: resourcePaths.cars,
    body: carStatusSchema,
    toValues: carStatusValues,
  });
}
