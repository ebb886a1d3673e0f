import { describe, expect, it } from 'vitest';
import { commonTranslations } from '../components/i18n';
import { brandsTranslations } from '../features/brands/i18n';
import { i18n } from '../lib/i18n';
// The signed-in app's strings, as the router adds them after sign-in.
import './app-routes';
import { setUpI18n } from './i18n';

setUpI18n('en');

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

describe('messages', () => {
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

  it('every counted message has each plural form of its language', () => {
    const forms = { en: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] };
    for (const bundle of [commonTranslations, brandsTranslations]) {
      for (const language of ['en', 'ar'] as const) {
        const keys = flatten(bundle[language]);
        const counted = new Set(
          keys
            .map((key) => /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1])
            .filter((key): key is string => key !== undefined),
        );
        for (const key of counted)
          for (const form of forms[language])
            expect(keys, `${bundle.namespace}:${key}_${form} (${language})`).toContain(
              `${key}_${form}`,
            );
      }
    }
  });

  it('a resource names itself for headings and inside sentences', () => {
    for (const language of ['en', 'ar'] as const) {
      const keys = flatten(brandsTranslations[language]);
      for (const key of ['title', 'singular', 'item', 'plural', 'items_other'])
        expect(keys).toContain(key);
    }
  });
});

function flatten(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
