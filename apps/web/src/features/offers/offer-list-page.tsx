import { ResourceListPage } from '../../components/resource/resource-list-page';
import { offersResource } from './offers-resource';

/** Route module (lazy): `dashboard/offers`. */
export function Component() {
  return <ResourceListPage resource={offersResource} />;
}
