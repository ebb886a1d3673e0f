import { RecordFormPage } from '../../components/resource/record-form-page';
import { contactDetailsForm } from './contact-details-form';

/** Route module (lazy): `dashboard/contact/details`. */
export function Component() {
  return <RecordFormPage record={contactDetailsForm} />;
}
