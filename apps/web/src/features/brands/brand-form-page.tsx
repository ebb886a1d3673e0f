import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { brandsResource } from './brands-resource';

/** Route module (lazy): `dashboard/brands/create` and `dashboard/brands/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={brandsResource} />;
}
