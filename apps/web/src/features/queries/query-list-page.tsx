import { ResourceListPage } from '../../components/resource/resource-list-page';
import { queriesResource } from './queries-resource';

/** Route module (lazy): `dashboard/queries`, the inbox. */
export function Component() {
  return <ResourceListPage resource={queriesResource} />;
}
