import { ResourceListPage } from '../../components/resource/resource-list-page';
import { contactSubjectsResource } from './contact-subjects-resource';

/** Route module (lazy): `dashboard/contactus/subject`. */
export function Component() {
  return <ResourceListPage resource={contactSubjectsResource} />;
}
