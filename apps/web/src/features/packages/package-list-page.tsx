import { ResourceListPage } from '../../components/resource/resource-list-page';
import { packagesResource } from './packages-resource';

/** Route module (lazy): `dashboard/packages`. */
export function Component() {
  return <ResourceListPage resource={packagesResource} />;
}
