import { z } from 'zod';
import { m } from './messages';
import { emailSchema, phoneSchema } from './auth';
import { versionSchema } from './common';
import { currencyCodeSchema } from './currency';
import { arabicText, optionalText } from './text';
import { timestampSchema } from './timestamps';

/** An https link on one of the network's own hosts (or a subdomain such as www.). */
const socialLink = (network: string, hosts: readonly string[]) =>
  z
    .string()
    .trim()
    .max(2048, m('validation.maxLength', { max: 2048 }))
    .transform((v) => (v === '' ? null : v))
    .refine(
      (value) => {
        if (value === null) return true;
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        const host = url.hostname.toLowerCase();
        return (
          url.protocol === 'https:' &&
          !url.username &&
          !url.password &&
          hosts.some((h) => host === h || host.endsWith(`.${h}`))
        );
      },
      m('validation.socialLink', { network, hosts: hosts.join(' or ') }),
    )
    .nullable()
    .optional();

/** A form's empty phone field clears the number. */
const optionalPhone = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(phoneSchema.nullable())
  .nullable()
  .optional();

/** The site's contact details (one record). */
export const contactDetailsSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  addressEn: z.string().nullable(),
  addressAr: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  xUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
  defaultCurrency: z.string(),
  version: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** `PUT /settings/contact` replaces the whole record: a field left out is cleared. */
export const contactDetailsUpdateSchema = z.strictObject({
  email: emailSchema,
  phone: optionalPhone,
  whatsapp: optionalPhone,
  addressEn: optionalText(300),
  addressAr: arabicText(300),
  facebookUrl: socialLink('Facebook', ['facebook.com', 'fb.com']),
  instagramUrl: socialLink('Instagram', ['instagram.com']),
  xUrl: socialLink('X', ['x.com', 'twitter.com']),
  youtubeUrl: socialLink('YouTube', ['youtube.com', 'youtu.be']),
  tiktokUrl: socialLink('TikTok', ['tiktok.com']),
  defaultCurrency: currencyCodeSchema,
  version: versionSchema,
});
export type ContactDetailsUpdate = z.infer<typeof contactDetailsUpdateSchema>;
