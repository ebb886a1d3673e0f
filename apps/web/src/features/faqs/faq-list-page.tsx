import { ResourceListPage } from '../../components/resource/resource-list-page';
import { faqsResource } from './faqs-resource';

/** Route module (lazy): `dashboard/faqs`. */
export function Component() {
  return <ResourceListPage resource={faqsResource} />;
}
