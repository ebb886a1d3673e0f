import { ResourceListPage } from '../../components/resource/resource-list-page';
import { colorsResource } from './colors-resource';

/** Route module (lazy): `dashboard/colors`. */
export function Component() {
  return <ResourceListPage resource={colorsResource} />;
}
