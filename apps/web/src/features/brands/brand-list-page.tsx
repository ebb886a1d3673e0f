import { ResourceListPage } from '../../components/resource/resource-list-page';
import { brandsResource } from './brands-resource';

/** Route module (lazy): `dashboard/brands`. */
export function Component() {
  return <ResourceListPage resource={brandsResource} />;
}
