import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { colorsResource } from './colors-resource';

/** Route module (lazy): `dashboard/colors/create` and `dashboard/colors/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={colorsResource} />;
}
