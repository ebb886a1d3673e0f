import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { categoriesResource } from './categories-resource';

/** Route module (lazy): `dashboard/categories/create` and `dashboard/categories/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={categoriesResource} />;
}
