import { contactDetailsUpdateSchema, type ContactDetails } from '@showroom/contract';
import { api } from '../../lib/api';
import { defineRecordForm } from '../../lib/resource/define-record-form';

/**
 * The site's contact details (one record, `GET|PUT /settings/contact`). They are site
 * content, so the `pages` permission reads and changes them, as on the server.
 */
export const contactDetailsForm = defineRecordForm({
  permission: 'pages',
  namespace: 'contactDetails',
  queryKey: ['contactDetails'],
  get: (signal) => api.get<ContactDetails>('/settings/contact', { signal }),
  // The form shows its own errors: the write is quiet.
  save: (values) => api.put<ContactDetails>('/settings/contact', values, { quiet: true }),
  schema: contactDetailsUpdateSchema,
  fields: [
    { name: 'email', kind: 'text', required: true, dir: 'ltr' },
    { name: 'phone', kind: 'text', dir: 'ltr', nullable: true },
    { name: 'whatsapp', kind: 'text', dir: 'ltr', nullable: true },
    { name: 'defaultCurrency', kind: 'text', required: true, dir: 'ltr' },
    { name: 'addressEn', kind: 'multiline', span: 'half', dir: 'ltr', nullable: true },
    { name: 'addressAr', kind: 'multiline', span: 'half', dir: 'rtl', nullable: true },
    { name: 'facebookUrl', kind: 'text', dir: 'ltr', nullable: true },
    { name: 'instagramUrl', kind: 'text', dir: 'ltr', nullable: true },
    { name: 'xUrl', kind: 'text', dir: 'ltr', nullable: true },
    { name: 'youtubeUrl', kind: 'text', dir: 'ltr', nullable: true },
    { name: 'tiktokUrl', kind: 'text', dir: 'ltr', nullable: true },
  ],
});
