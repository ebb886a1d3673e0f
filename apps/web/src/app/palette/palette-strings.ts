import { translations } from '../../lib/i18n';

/** Strings of the command palette and the keyboard shortcuts' sheet, namespace `palette`. */
export const paletteTranslations = translations('palette', {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
});
