import { ResourceListPage } from '../../components/resource/resource-list-page';
import { notificationsResource } from './notifications-resource';

/** Route module (lazy): `dashboard/notifications`. */
export function Component() {
  return <ResourceListPage resource={notificationsResource} />;
}
