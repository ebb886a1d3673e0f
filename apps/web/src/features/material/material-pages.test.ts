import { describe, expect, it } from 'vitest';
import { stringsOf, type Strings } from '../../lib/i18n';
import { materialPages } from './material-pages';

const specPaths = [
  '/material/table',
  '/material/form',
  '/material/buttons',
  '/material/icons',
  '/material/progress',
  '/material/menu',
  '/material/checkbox',
  '/material/switch',
  '/material/radio',
  '/material/slider',
  '/material/autocomplete',
  '/material/expansion-panel',
  '/material/dialog',
  '/material/snackbar',
];

describe('the template pages', () => {
  it("are the spec's fourteen paths, in the template group, open to any signed-in staff", () => {
    expect(materialPages.map((page) => page.path)).toEqual(specPaths);
    for (const page of materialPages) {
      expect(page.nav?.group).toBe('template');
      expect(page.access).toBeUndefined();
      expect(page.layout).toBeUndefined();
    }
  });

  it('each has an English and an Arabic title', async () => {
    for (const page of materialPages) {
      const [namespace, key] = page.label.split(':');
      if (!page.strings) throw new Error(`${page.path} has no strings`);
      const strings = page.strings;
      const titles = async (language: 'en' | 'ar') =>
        ((await stringsOf(strings, language)).titles ?? {}) as Strings;
      expect(namespace).toBe(strings.namespace);
      const slug = key?.replace('titles.', '') ?? '';
      expect((await titles('en'))[slug]).toBeTruthy();
      expect((await titles('ar'))[slug]).toBeTruthy();
    }
  });

  it('each loads its own route module', async () => {
    const modules = await Promise.all(materialPages.map((page) => page.screen()));
    expect(new Set(modules).size).toBe(specPaths.length);
    for (const module of modules) expect(typeof module.Component).toBe('function');
  }, 60_000);
});
