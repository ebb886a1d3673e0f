import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import {
  callApi,
  expect,
  expectAccessible,
  expectFitsWidth,
  seriousViolations,
  signIn,
  test,
  shot,
} from './fixtures';

/** Switches the app to Arabic from the top bar, once the palette's button shows. */
async function inArabic(page: Page) {
  await page.getByRole('button', { name: 'العربية', exact: true }).click();
  await page.getByRole('button', { name: 'البحث والأوامر', exact: true }).waitFor();
}

const paletteIn = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const pathname = (page: Page) => new URL(page.url()).pathname;

/** The palette's options now shown, by their accessible names. */
const optionNames = (page: Page) => page.getByRole('listbox').getByRole('option').allTextContents();

describe('the command palette', () => {
  test('is driven from the keyboard alone: records, recent items, screens and actions', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    await page.getByRole('button', { name: 'Search and commands', exact: true }).waitFor();
    // The palette's code comes with its first opening, not with the signed-in app.
    expect(requested.filter((url) => url.includes('command-palette'))).toEqual([]);

    await page.keyboard.press('Control+k');
    const palette = paletteIn(page, 'Search and commands');
    const box = palette.getByRole('combobox', { name: 'Search screens, actions and records' });
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.type('toyota land');
    const group = palette.getByRole('group', { name: 'Records: Cars' });
    await group.getByRole('option').first().waitFor();
    const first = await group.getByRole('option').first().textContent();
    expect(first).toContain('Toyota Land Cruiser');
    await expectAccessible(group);
    await shot(page, 'palette-records-en');
    // The first option is chosen as the results arrive; Enter opens it.
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await group.getByRole('option').first().getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/cars\/\d+\/details$/);
    await expect.poll(() => palette.count()).toBe(0);
    const carPage = pathname(page);

    // Empty, it offers what was opened last first.
    await page.keyboard.press('Control+k');
    const recent = palette.getByRole('group', { name: 'Recent', exact: true });
    await recent.getByRole('option').first().waitFor();
    expect(await recent.getByRole('option').first().textContent()).toContain('Toyota Land Cruiser');
    await page.keyboard.press('Escape');
    await expect.poll(() => palette.count()).toBe(0);

    // A screen, by its name, then an action.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('brand');
    await expect
      .poll(() => optionNames(page))
      .toEqual(expect.arrayContaining(['Brands', 'Create Brand']));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/brands');
    await expect.poll(() => palette.count()).toBe(0);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('create car');
    await expect.poll(() => optionNames(page)).toEqual(['Create Car']);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/cars/create');
    expect(carPage).not.toBe(pathname(page));
  });

  test('a person searched by their whole email comes before the offers that hold it', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    const [offer] = (
      await callApi<{ rows: { buyerId: number }[] }>(page, 'GET', '/offers/?limit=1')
    ).rows;
    const buyer = await callApi<{ email: string; name: string }>(
      page,
      'GET',
      `/auth/users/${offer!.buyerId}`,
    );
    await page.getByRole('button', { name: 'Search and commands', exact: true }).waitFor();
    await page.keyboard.press('Control+k');
    const palette = paletteIn(page, 'Search and commands');
    await palette.getByRole('combobox').waitFor();
    await page.keyboard.type(buyer.email);
    await palette.getByRole('group', { name: 'Records: Offers' }).waitFor();
    const groups = await palette.locator('[cmdk-group-heading]').allTextContents();
    expect(groups.filter((name) => name.startsWith('Records:')).slice(0, 2)).toEqual([
      'Records: Users',
      'Records: Offers',
    ]);
  });

  test('finds records in Arabic, right to left, and opens them', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    await inArabic(page);
    await page.keyboard.press('Control+k');
    const palette = paletteIn(page, 'البحث والأوامر');
    await palette.waitFor();
    expect(await page.evaluate(() => document.dir || document.documentElement.dir)).toBe('rtl');
    await page.keyboard.type('تويوتا');
    const brands = palette.getByRole('group', { name: 'السجلات: العلامات التجارية' });
    const option = brands.getByRole('option').first();
    await option.waitFor();
    expect(await option.textContent()).toContain('تويوتا');
    expect(
      await palette.getByRole('combobox').evaluate((input) => getComputedStyle(input).direction),
    ).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'palette-records-ar');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/brands\/edit\/\d+$/);
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('opens from the top bar’s button and fills the screen', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/analytics');
      await page.getByRole('button', { name: 'Search and commands', exact: true }).click();
      const palette = paletteIn(page, 'Search and commands');
      await palette.getByRole('combobox').fill('offers');
      const option = palette.getByRole('option', { name: 'Offers', exact: true });
      await expectFitsWidth(option);
      await expectAccessible(option);
      const box = await palette.boundingBox();
      expect(box?.width).toBe(390);
      await shot(page, 'palette-phone');
      await option.click();
      await page.waitForURL((url) => url.pathname === '/dashboard/offers');
    });
  });
});

describe('keyboard shortcuts', () => {
  test('go to lists, focus the search, start a record; `?` lists them', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    await page.getByRole('button', { name: 'Search and commands', exact: true }).waitFor();
    await page.keyboard.press('Shift+?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts', exact: true });
    await sheet.getByRole('cell', { name: 'Go to Brands', exact: true }).waitFor();
    await expectAccessible(sheet);
    await shot(page, 'palette-shortcuts-en');
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);

    await page.keyboard.press('g');
    await page.keyboard.press('b');
    await page.waitForURL((url) => url.pathname === '/dashboard/brands');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.waitFor();
    await page.keyboard.press('/');
    await expect
      .poll(() => search.evaluate((input) => input === document.activeElement))
      .toBe(true);
    // Typed into a field, letters are text, not shortcuts.
    await page.keyboard.type('gc');
    expect(pathname(page)).toBe('/dashboard/brands');
    await search.fill('');
    await search.blur();
    await page.keyboard.press('n');
    await page.waitForURL((url) => url.pathname === '/dashboard/brands/create');
  });

  test('the sheet is in Arabic too', async ({ page }) => {
    await signIn(page, accounts.editor, '/dashboard/analytics');
    await inArabic(page);
    await page.keyboard.press('Shift+?');
    const sheet = page.getByRole('dialog', { name: 'اختصارات لوحة المفاتيح', exact: true });
    await sheet.getByRole('cell', { name: 'انتقل إلى العلامات التجارية', exact: true }).waitFor();
    // An Editor may not open the people's list: no shortcut offers it.
    expect(await sheet.getByRole('cell', { name: /المستخدمون|الحسابات/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'palette-shortcuts-ar');
  });
});
