import { describe, expect, it } from 'vitest';
import { materialTranslations } from './i18n';
import { showcaseStrings } from './showcase-i18n';

const plural = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The keys of a bundle, counted messages once (their forms differ by language). */
const messages = (tree: Record<string, unknown>) =>
  [...new Set(flatten(tree).map((key) => key.replace(plural, '')))].sort();

describe('the template pages strings', () => {
  it('say everything in both English and Arabic', () => {
    expect(messages(showcaseStrings.ar)).toEqual(messages(showcaseStrings.en));
    expect(messages(materialTranslations.ar)).toEqual(messages(materialTranslations.en));
  });

  it('give every counted Arabic message its six plural forms', () => {
    const keys = flatten(showcaseStrings.ar);
    const counted = new Set(
      keys.filter((key) => plural.test(key)).map((key) => key.replace(plural, '')),
    );
    for (const key of counted)
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(keys).toContain(`${key}_${form}`);
  });
});
