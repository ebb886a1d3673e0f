import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { callApi, expect, seriousViolations, signIn, test } from './fixtures';

import { makePng } from './png';

const PNG = makePng(32, 32, [25, 118, 210]);

const rows = (page: Page) => page.locator('[role="grid"] [role="row"][data-id]');

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

describe('brands', () => {
  test('create → listed → edit → delete → undo', async ({ page }) => {
    const name = `E2E Motors ${Date.now()}`;
    await signIn(page, accounts.superAdmin);
    await page.getByRole('link', { name: 'Create Brand' }).click();
    await page.waitForURL('**/dashboard/brands/create');

    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Name (Arabic)').fill('موتورز');
    await page.getByLabel('Sort order').fill('7');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.locator('img[src^="/uploads/"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Create Brand' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard/brands');
    await expect.poll(() => page.getByText(`Brand “${name}” created`).count()).toBe(1);
    await search(page, name);
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => rows(page).first().getByText('موتورز').count()).toBe(1);

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL('**/dashboard/brands/edit/*');
    await expect.poll(() => page.getByLabel('Name (English)').inputValue()).toBe(name);
    const renamed = `${name} Renamed`;
    await page.getByLabel('Name (English)').fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/brands');
    await search(page, renamed);
    await expect.poll(() => rows(page).count()).toBe(1);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this brand?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => page.getByText('1 brand restored.').count()).toBe(1);
  });

  test('a validation error shows under its field, from the browser and from the server', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands/create');
    await page.getByLabel('Name (Arabic)').fill('Latin letters');
    await page.getByRole('button', { name: 'Create Brand' }).click();
    const nameEn = page.getByLabel('Name (English)');
    await expect.poll(() => nameEn.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await nameEn.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Required');
    await expect.poll(() => page.getByText('Must be written in Arabic').count()).toBe(1);

    // The server's answer for a name that is taken lands under the same field.
    await page.goto('/dashboard/brands?sortBy=id&sortDirection=ASC');
    const existing =
      (await rows(page).first().locator('[data-field="nameEn"]').textContent()) ?? '';
    expect(existing).not.toBe('');
    await page.goto('/dashboard/brands/create');
    await page.getByLabel('Name (English)').fill(existing);
    await page.getByRole('button', { name: 'Create Brand' }).click();
    await expect
      .poll(() => page.getByLabel('Name (English)').getAttribute('aria-invalid'))
      .toBe('true');
    const serverDescribedBy =
      (await page.getByLabel('Name (English)').getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${serverDescribedBy}"]`).textContent()).toBe(
      'A brand with this English name already exists',
    );
  });

  test('leaving a form with unsaved changes asks first', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands/create');
    await page.getByLabel('Name (English)').fill('Half typed');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/dashboard/brands/create');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/brands');
  });

  test('the trash lists deleted brands and restores them', async ({ page }) => {
    // A brand of its own: a brand cars are on stays out of the trash.
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    const name = `Binned ${Date.now()}`;
    await callApi(page, 'POST', '/brand', { nameEn: name });
    await page.goto(`/dashboard/brands?search=${encodeURIComponent(name)}`);
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Delete ${name}` }).count()).toBe(0);
    await page.getByRole('button', { name: 'Trash' }).click();
    await page.waitForURL((url) => url.searchParams.get('trash') === '1');
    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await expect.poll(() => page.getByRole('button', { name: `Restore ${name}` }).count()).toBe(0);
    await page
      .getByRole('group', { name: 'Which records to show' })
      .getByRole('button', { name: 'Brands' })
      .click();
    await expect.poll(() => page.getByRole('button', { name: `Delete ${name}` }).count()).toBe(1);
  });

  test('the CSV export holds the current filter and every declared column', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands');
    const listed = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('search') === 'o',
    );
    await search(page, 'o');
    const { data } = (await (await listed).json()) as { data: { count: number } };
    const total = data.count;
    await expect.poll(() => page.getByText(`${total} records`).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'ID,Logo,Name (English),Name (Arabic),Active,Sort order,Country,Country ID,Created,Updated',
    );
    expect(lines).toHaveLength(total + 1);
  });

  test('the brands pages have no serious or critical accessibility violation', async ({ page }) => {
    await signIn(page, accounts.superAdmin);
    await rows(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/dashboard/brands/create');
    await page.getByLabel('Name (English)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
