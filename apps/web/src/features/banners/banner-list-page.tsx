import { ResourceListPage } from '../../components/resource/resource-list-page';
import { bannersResource } from './banners-resource';

/** Route module (lazy): `dashboard/banners`. */
export function Component() {
  return <ResourceListPage resource={bannersResource} />;
}
