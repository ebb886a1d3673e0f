import { resourceFactsList } from '@showroom/contract/resources';
import { translations, type Language } from '../lib/i18n';

type Strings = { permissions: { resources: Record<string, string> } };

/**
 * The permission matrix names each CRUD resource by its facts' title (the contract's
 * `resources/`, in both languages); this file names the others (pages, statistics, the log).
 */
async function withResourceTitles<T extends Strings>(
  file: Promise<{ default: T }>,
  language: Language,
): Promise<{ default: T }> {
  const own = (await file).default;
  const titles = Object.fromEntries(
    resourceFactsList.flatMap((facts) =>
      'permission' in facts ? [] : [[facts.name, facts.sentences[language].title]],
    ),
  );
  const resources = { ...titles, ...own.permissions.resources };
  return { default: { ...own, permissions: { ...own.permissions, resources } } };
}

/** Strings of the shared pieces (list page, form page, fields, dialogs), namespace `common`. */
export const commonTranslations = translations('common', {
  en: () => withResourceTitles(import('./locales/en.json'), 'en'),
  ar: () => withResourceTitles(import('./locales/ar.json'), 'ar'),
});
