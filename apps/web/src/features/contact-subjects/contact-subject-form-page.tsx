import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { contactSubjectsResource } from './contact-subjects-resource';

/** Route module (lazy): `dashboard/contactus/addSubject` and `dashboard/contactus/editSubject/:id`. */
export function Component() {
  return <ResourceFormPage resource={contactSubjectsResource} />;
}
