import { ResourceListPage } from '../../components/resource/resource-list-page';
import { carsResource } from './cars-resource';

/** Route module (lazy): `dashboard/cars`. */
export function Component() {
  return <ResourceListPage resource={carsResource} />;
}
