import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { expect, fitsWidth, gridRows, rowWith, seriousViolations, signIn, test } from './fixtures';

async function save(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
}

describe('catalogue screens', () => {
  test('categories: seeded rows, the active filter in the URL, create → listed', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/categories');
    await expect.poll(() => rowWith(page, 'Sedan').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Active' }).click();
    await page.getByRole('option', { name: 'No' }).click();
    await page.waitForURL((url) => url.searchParams.get('isActive') === 'false');
    await expect.poll(() => rowWith(page, 'Sedan').count()).toBe(0);
    await page.goto('/dashboard/categories/create');
    const name = `E2E Roadster ${Date.now()}`;
    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Name (Arabic)').fill('rodster');
    await save(page, 'Create Category');
    await expect.poll(() => page.getByText('Must be written in Arabic').count()).toBe(1);
    await page.getByLabel('Name (Arabic)').fill('رودستر');
    await save(page, 'Create Category');
    // The list comes back as it was left: inactive categories, which the new one is not.
    await page.waitForURL(
      (url) =>
        url.pathname === '/dashboard/categories' && url.searchParams.get('isActive') === 'false',
    );
    await page.getByRole('combobox', { name: 'Active' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.waitForURL((url) => !url.searchParams.has('isActive'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect.poll(() => rowWith(page, name).count()).toBe(1);
  });

  test('colors: swatches of the seeded colours, create with the picker → listed', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/colors');
    await expect.poll(() => rowWith(page, '#C62828').count()).toBe(1);
    await page.getByRole('link', { name: 'Create Color' }).click();
    const name = `E2E Teal ${Date.now()}`;
    await page.getByLabel('Name (English)').fill(name);
    await page.getByRole('textbox', { name: 'Color', exact: true }).fill('#00897b');
    await save(page, 'Create Color');
    await page.waitForURL((url) => url.pathname === '/dashboard/colors');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect.poll(() => rowWith(page, '#00897B').count()).toBe(1);
  });

  test('countries: the whole plain list, edit → shown', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/countries');
    await expect.poll(() => rowWith(page, 'Kuwait').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Jordan');
    await expect.poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('link', { name: 'Edit Jordan' }).click();
    await page.getByLabel('Name (English)').fill('Jordan (Hashemite Kingdom)');
    await save(page, 'Save changes');
    await page.waitForURL((url) => url.pathname === '/dashboard/countries');
    await expect.poll(() => rowWith(page, 'Jordan (Hashemite Kingdom)').count()).toBe(1);
  });

  test('an unknown country code is refused under the field', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/countries/create');
    await page.getByLabel('Name (English)').fill('Nowhere');
    await page.getByLabel('Code').fill('ZZ');
    await save(page, 'Create Country');
    await expect
      .poll(() => page.getByText('Must be an ISO 3166-1 alpha-2 country code, like AE').count())
      .toBe(1);
    expect(page.url()).toContain('/dashboard/countries/create');
  });

  test('brands: the country is picked by name and shown by name', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands/create');
    const name = `E2E Kuwaiti Motors ${Date.now()}`;
    await page.getByLabel('Name (English)').fill(name);
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.fill('Kuw');
    await page.getByRole('option', { name: 'Kuwait' }).click();
    await save(page, 'Create Brand');
    await page.waitForURL((url) => url.pathname === '/dashboard/brands');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect.poll(() => rowWith(page, 'Kuwait').count()).toBe(1);
  });

  test('an editor reads and writes the catalogue but deletes nothing', async ({ page }) => {
    await signIn(page, accounts.editor, '/dashboard/colors');
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Trash' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create Color' }).count()).toBe(1);
  });

  test('the catalogue lists and forms have no serious or critical accessibility violation', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/categories');
    for (const base of ['/dashboard/categories', '/dashboard/colors', '/dashboard/countries']) {
      await page.goto(base);
      await gridRows(page).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${base}/create`);
      await page.getByLabel('Name (English)').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the catalogue lists and forms do not scroll sideways', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/categories');
      for (const base of ['/dashboard/categories', '/dashboard/colors', '/dashboard/countries']) {
        await page.goto(base);
        await gridRows(page).first().waitFor();
        expect(await fitsWidth(page)).toBe(true);
        await page.goto(`${base}/create`);
        await page.getByLabel('Name (English)').waitFor();
        expect(await fitsWidth(page)).toBe(true);
      }
    });
  });
});
