import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import { definePage } from '../../lib/resource/define-page';
import { contactDetailsTranslations } from './i18n';

/** `dashboard/contact/details`: the site's contact details, read and changed under `pages`. */
export const contactDetailsPage = definePage({
  path: '/dashboard/contact/details',
  label: 'contactDetails:title',
  access: { resource: 'pages', action: 'read' },
  screen: () => import('./contact-details-page'),
  strings: contactDetailsTranslations,
  nav: { group: 'content', icon: ContactPhoneOutlined },
});
