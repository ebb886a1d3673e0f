import { ResourceListPage } from '../../components/resource/resource-list-page';
import { usersResource } from './users-resource';

/** Route module (lazy): `dashboard/users`. */
export function Component() {
  return <ResourceListPage resource={usersResource} />;
}
