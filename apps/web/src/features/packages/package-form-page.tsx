import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { packagesResource } from './packages-resource';

/** Route module (lazy): `dashboard/packages/create` and `dashboard/packages/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={packagesResource} />;
}
