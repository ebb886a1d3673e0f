import { translations } from '../../lib/i18n';

/** Strings of the topbar bell and the live sidebar badges, namespace `bell`. */
export const bellTranslations = translations('bell', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
