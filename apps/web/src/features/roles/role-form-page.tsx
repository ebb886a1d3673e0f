import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { rolesResource } from './roles-resource';

/** Route module (lazy): `dashboard/roles/create` and `dashboard/roles/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={rolesResource} />;
}
