import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { faqsResource } from './faqs-resource';

/** Route module (lazy): `dashboard/faqs/create` and `dashboard/faqs/edit/:id`. */
export function Component() {
  return <ResourceFormPage resource={faqsResource} />;
}
