import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { countriesResource } from './countries-resource';

/** Route module (lazy): `dashboard/countries/create` and `dashboard/countries/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={countriesResource} />;
}
