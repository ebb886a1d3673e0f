import { commonTranslations } from '../../components/i18n';
import { stringsOf, translations, type Language } from '../../lib/i18n';

type ResourceNames = { permissions: { resources: Record<string, string> } };

/**
 * The log names the resources it records under as the permission matrix does (namespace
 * `common`), so each is worded once; its own file adds the few it alone names.
 */
async function withMatrixNames<T extends { options: { resource: Record<string, string> } }>(
  file: Promise<{ default: T }>,
  language: Language,
): Promise<{ default: Omit<T, 'options'> & { options: { resource: Record<string, string> } } }> {
  const [own, common] = await Promise.all([file, stringsOf(commonTranslations, language)]);
  const names = (common as ResourceNames).permissions.resources;
  const resource = { ...names, ...own.default.options.resource };
  return { default: { ...own.default, options: { ...own.default.options, resource } } };
}

/** Strings of the audit log, namespace `audit`. */
export const auditTranslations = translations('audit', {
  en: () => withMatrixNames(import('./locales/en.json'), 'en'),
  ar: () => withMatrixNames(import('./locales/ar.json'), 'ar'),
});
