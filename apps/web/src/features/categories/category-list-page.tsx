import { ResourceListPage } from '../../components/resource/resource-list-page';
import { categoriesResource } from './categories-resource';

/** Route module (lazy): `dashboard/categories`. */
export function Component() {
  return <ResourceListPage resource={categoriesResource} />;
}
