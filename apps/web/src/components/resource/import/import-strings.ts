import { translations } from '../../../lib/i18n';

/** Strings of a list's CSV import, namespace `import`. */
export const importTranslations = translations('import', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
