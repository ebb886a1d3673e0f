import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { carsResource } from './cars-resource';

/** Route module (lazy): `dashboard/cars/create` and `dashboard/cars/:id/edit`. */
export function Component() {
  return <ResourceFormPage resource={carsResource} />;
}
