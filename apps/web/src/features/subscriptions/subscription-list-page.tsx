import { ResourceListPage } from '../../components/resource/resource-list-page';
import { subscriptionsResource } from './subscriptions-resource';

/** Route module (lazy): `dashboard/subscriptions`. */
export function Component() {
  return <ResourceListPage resource={subscriptionsResource} />;
}
