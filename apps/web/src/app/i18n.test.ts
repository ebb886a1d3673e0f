import { beforeAll, describe, expect, it } from 'vitest';
import { brandsTranslations } from '../features/brands/i18n';
import { apiTranslations } from '../lib/api';
import { i18n, stringsOf, type Strings } from '../lib/i18n';
// The signed-in app's strings, as the router adds them after sign-in.
import './app-routes';
import { setUpI18n } from './i18n';
import { englishThemeNames } from './theme/theme-labels';
import { themeNames } from './theme/themes';

await setUpI18n('en');

/** Every area's JSON files, by folder: `<folder>/locales/<language>.json`. */
const files = import.meta.glob<Strings>('../**/locales/*.json', { eager: true, import: 'default' });
const folders = [...new Set(Object.keys(files).map((file) => file.replace(/\/[a-z]+\.json$/, '')))];
const fileOf = (folder: string, language: 'en' | 'ar') => files[`${folder}/${language}.json`];

const plural = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Strings, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The messages of a file, a counted one once (each language has its own plural forms). */
const messages = (tree: Strings | undefined) =>
  [...new Set(flatten(tree ?? {}).map((key) => key.replace(plural, '')))].sort();

/** What the list page says before a bulk delete of `count` brands. */
function bulkDelete(language: 'en' | 'ar', count: number) {
  const t = i18n.getFixedT(language);
  const items = t('brands:items', { count });
  return {
    title: t('common:confirm.deleteManyTitle', { count, items }),
    message: t('common:confirm.deleteManyMessage', { count, items }),
    deleted: t('common:toasts.deleted', { count, items }),
  };
}

describe('loading the strings', () => {
  it('fetches the app language alone', () => {
    expect(i18n.hasResourceBundle('en', 'session')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'brands')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'session')).toBe(false);
    expect(i18n.hasResourceBundle('ar', 'brands')).toBe(false);
  });

  it('loads every namespace in the other language before switching to it', async () => {
    await i18n.changeLanguage('ar');
    expect(i18n.t('shell:topbar.settings')).toBe('الإعدادات');
    expect(i18n.t('brands:title')).toBe('العلامات التجارية');
    await i18n.changeLanguage('en');
    expect(i18n.t('brands:title')).toBe('Brands');
  });

  it('names the audit log’s resources as the permission matrix does', async () => {
    await i18n.loadNamespaces('audit');
    const t = i18n.getFixedT('en', 'audit');
    expect(t('options.resource.brands')).toBe(i18n.t('common:permissions.resources.brands'));
    expect(t('options.resource.packages')).toBe('Packages');
  });
});

describe('messages', () => {
  beforeAll(() => i18n.loadLanguages('ar'));

  it('count brands in whole English sentences', () => {
    expect(bulkDelete('en', 2)).toEqual({
      title: 'Delete 2 brands?',
      message: '2 brands will be moved to the trash. You can restore them from there.',
      deleted: '2 brands moved to the trash.',
    });
    expect(bulkDelete('en', 1).message).toBe(
      '1 brand will be moved to the trash. You can restore it from there.',
    );
    const t = i18n.getFixedT('en');
    expect(t('common:form.notFound', { item: t('brands:item') })).toBe(
      'This brand does not exist or was deleted.',
    );
  });

  it('use the six Arabic plural forms', () => {
    const message = (count: number) => bulkDelete('ar', count).message;
    expect(message(1)).toBe('سيُنقل سجل واحد إلى المهملات، ويمكنك استعادته من هناك.');
    expect(message(2)).toBe('سيُنقل سجلان إلى المهملات، ويمكنك استعادتهما من هناك.');
    expect(message(3)).toBe('ستُنقل 3 سجلات إلى المهملات، ويمكنك استعادتها من هناك.');
    expect(message(11)).toBe('سيُنقل 11 سجلًا إلى المهملات، ويمكنك استعادتها من هناك.');
    expect(message(100)).toBe('سيُنقل 100 سجل إلى المهملات، ويمكنك استعادتها من هناك.');
    const t = i18n.getFixedT('ar');
    expect(t('brands:items', { count: 2 })).toBe('علامتان تجاريتان');
    expect(t('brands:items', { count: 5 })).toBe('5 علامات تجارية');
  });

  it('a resource names itself for headings and inside sentences', async () => {
    for (const language of ['en', 'ar'] as const) {
      const keys = flatten(await stringsOf(brandsTranslations, language));
      for (const key of ['title', 'singular', 'item', 'plural', 'items_other'])
        expect(keys).toContain(key);
    }
  });
});

describe('the locale files', () => {
  it('are found for every area', () => {
    expect(folders.length).toBeGreaterThan(20);
    expect(folders).toContain('../features/brands/locales');
  });

  it.each(folders)('%s: the Arabic file words every English message, no more', (folder) => {
    expect(messages(fileOf(folder, 'ar'))).toEqual(messages(fileOf(folder, 'en')));
  });

  it('the client’s own messages are worded in both languages too', async () => {
    expect(messages(await stringsOf(apiTranslations, 'ar'))).toEqual(
      messages(await stringsOf(apiTranslations, 'en')),
    );
  });

  it.each(folders)('%s: every counted message has each plural form of its language', (folder) => {
    const forms = { en: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] };
    for (const language of ['en', 'ar'] as const) {
      const keys = flatten(fileOf(folder, language) ?? {});
      const counted = new Set(
        keys.filter((key) => plural.test(key)).map((key) => key.replace(plural, '')),
      );
      for (const key of counted)
        for (const form of forms[language])
          expect(keys, `${folder} ${key}_${form} (${language})`).toContain(`${key}_${form}`);
    }
  });

  it('name every colour theme, in English as the Chromium tests read them', () => {
    const themes = (language: 'en' | 'ar') =>
      (fileOf('./locales', language)?.settings as Strings).themes as Strings;
    expect(themes('en')).toEqual(englishThemeNames);
    expect(Object.keys(themes('ar')).sort()).toEqual([...themeNames].sort());
  });
});
