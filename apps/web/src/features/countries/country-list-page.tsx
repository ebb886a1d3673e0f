import { ResourceListPage } from '../../components/resource/resource-list-page';
import { countriesResource } from './countries-resource';

/** Route module (lazy): `dashboard/countries`. */
export function Component() {
  return <ResourceListPage resource={countriesResource} />;
}
