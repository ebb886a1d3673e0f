import type { Page } from 'playwright-core';
import { accounts } from './config';
import { expect, rowWith, seriousViolations, signIn, test } from './fixtures';

/** The newest entry's changed rows of a record's History panel, opened, as their cells' text. */
async function newestChanges(page: Page, panel: string) {
  // Exact: the role's own name ("History Desk …") names buttons of the list behind.
  await page.getByRole('button', { name: panel, exact: true }).click();
  const newest = page.getByRole('region', { name: panel, exact: true }).locator('li').first();
  await newest.locator('tr[data-changed="true"]').first().waitFor();
  return newest;
}

test('a role’s History reads its matrix change as permissions granted and taken away', async ({
  page,
}) => {
  await signIn(page, accounts.superAdmin, '/dashboard/roles');
  await page.getByRole('link', { name: 'Create Role' }).click();
  const name = `History Desk ${Date.now()}`;
  await page.locator('input[name="name"]').fill(name);
  for (const cell of ['Cars: Read', 'Banners: Read', 'Banners: Create', 'Banners: Update'])
    await page.getByRole('checkbox', { name: cell }).check();
  await page.getByRole('button', { name: 'Create Role' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/roles');
  await expect.poll(() => rowWith(page, name).count()).toBe(1);

  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await page.getByRole('checkbox', { name: 'Offers: Read' }).check();
  await page.getByRole('checkbox', { name: 'Banners: Create' }).uncheck();
  await page.getByRole('checkbox', { name: 'Banners: Update' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/roles');

  await page.getByRole('link', { name: `Edit ${name}` }).click();
  const newest = await newestChanges(page, 'History');
  await expect
    .poll(() => newest.locator('tr[data-changed="true"]').allTextContents())
    .toEqual(['Permissions (changed)Offers: +\u00a0read; Banners: −\u00a0create, −\u00a0update']);
  const history = page.getByRole('region', { name: 'History', exact: true });
  // The role's creation, below: what it granted, in words.
  await expect
    .poll(() => history.locator('li').nth(1).locator('tr').allTextContents())
    .toContain('PermissionsCars: read; Banners: read, create, update');
  // Never JSON, anywhere in the panel.
  expect(await history.textContent()).not.toMatch(/[{}[\]"]/);
  expect(await seriousViolations(page)).toEqual([]);

  // The same entry in Arabic, in Arabic words and punctuation.
  await page.evaluate(() =>
    localStorage.setItem('showroom.settings', JSON.stringify({ theme: 'blue', language: 'ar' })),
  );
  await page.reload();
  const arabic = await newestChanges(page, 'سجل التغييرات');
  await expect
    .poll(() => arabic.locator('tr[data-changed="true"] td').allTextContents())
    .toEqual(['العروض: +\u00a0قراءة؛ الشرائح: −\u00a0إنشاء، −\u00a0تعديل']);
});
