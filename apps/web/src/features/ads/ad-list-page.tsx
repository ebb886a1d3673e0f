import { ResourceListPage } from '../../components/resource/resource-list-page';
import { adsResource } from './ads-resource';

/** Route module (lazy): `dashboard/ads`. */
export function Component() {
  return <ResourceListPage resource={adsResource} />;
}
