import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { notificationsResource } from './notifications-resource';

/** Route module (lazy): `dashboard/notifications/create` and `/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={notificationsResource} />;
}
