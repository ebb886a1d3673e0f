import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { bannersResource } from './banners-resource';

/** Route module (lazy): `dashboard/banners/create` and `dashboard/banners/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={bannersResource} />;
}
