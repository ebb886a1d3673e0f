import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { usersResource } from './users-resource';

/** Route module (lazy): `dashboard/users/create` and `dashboard/users/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={usersResource} />;
}
