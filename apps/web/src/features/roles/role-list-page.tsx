import { ResourceListPage } from '../../components/resource/resource-list-page';
import { rolesResource } from './roles-resource';

/** Route module (lazy): `dashboard/roles`. */
export function Component() {
  return <ResourceListPage resource={rolesResource} />;
}
