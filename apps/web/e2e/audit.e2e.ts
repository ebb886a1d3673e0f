import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { expect, fitsWidth, gridRows, seriousViolations, signIn, test } from './fixtures';

/** Renames the first brand (by id) through its edit form; the brand's id and both names. */
async function renameFirstBrand(page: Page) {
  await page.goto('/dashboard/brands?sortBy=id&sortDirection=ASC');
  const first = gridRows(page).first();
  await first.waitFor();
  const id = Number(await first.getAttribute('data-id'));
  const before = (await first.locator('[data-field="nameEn"]').textContent()) ?? '';
  expect(before).not.toBe('');
  await page.goto(`/dashboard/brands/edit/${id}`);
  const name = page.getByLabel('Name (English)');
  await expect.poll(() => name.inputValue()).toBe(before);
  const after = `${before} Audited ${Date.now() % 100000}`;
  await name.fill(after);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/brands');
  return { id, before, after };
}

/** Today in the browser's time zone (the test runs on the same machine), as `YYYY-MM-DD`. */
const today = () => new Date().toLocaleDateString('en-CA');

describe('the audit trail', () => {
  test('an edited brand is in the log with before and after, and in its History', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/audit-log');
    const brand = await renameFirstBrand(page);

    await page.goto('/dashboard/audit-log');
    const newest = gridRows(page).first();
    await expect.poll(() => newest.locator('[data-field="action"]').textContent()).toBe('Updated');
    expect(await newest.locator('[data-field="resource"]').textContent()).toBe('Brands');
    expect(await newest.locator('[data-field="recordId"]').textContent()).toBe(String(brand.id));
    expect(await newest.locator('[data-field="actorName"]').textContent()).not.toBe('System');
    expect(await newest.locator('[data-field="changes"]').textContent()).toBe('Name (English)');

    await newest.getByRole('button', { name: /^Show the changes of entry/ }).click();
    const dialog = page.getByRole('dialog', { name: `Updated: Brands #${brand.id}` });
    await dialog.waitFor();
    const changed = dialog.locator('tr[data-changed="true"]');
    await expect.poll(() => changed.count()).toBe(1);
    expect(await changed.locator('th').textContent()).toBe('Name (English) (changed)');
    expect(await changed.locator('td').allTextContents()).toEqual([brand.before, brand.after]);
    expect(await seriousViolations(page)).toEqual([]);

    // From the entry to every change of that record, in the URL.
    await dialog.getByRole('button', { name: 'Show every change to this record' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('resource') === 'brands' &&
        url.searchParams.get('recordId') === String(brand.id),
    );
    await expect
      .poll(async () => (await gridRows(page).allTextContents()).length)
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => gridRows(page).locator('[data-field="recordId"]').allTextContents())
      .toEqual(expect.arrayContaining([String(brand.id)]));

    // The brand's edit page: the History panel, closed until opened.
    await page.goto(`/dashboard/brands/edit/${brand.id}`);
    const history = page.getByRole('button', { name: 'History' });
    await history.waitFor();
    expect(await history.getAttribute('aria-expanded')).toBe('false');
    await history.click();
    const region = page.getByRole('region', { name: 'History' });
    const latest = region.locator('li').first();
    await expect
      .poll(() => latest.locator('tr[data-changed="true"] td').allTextContents())
      .toEqual([brand.before, brand.after]);
    expect(await latest.textContent()).toContain('Updated');
    expect(await seriousViolations(page)).toEqual([]);
    await region.getByRole('link', { name: 'Open in the audit log' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/dashboard/audit-log' &&
        url.searchParams.get('recordId') === String(brand.id),
    );
  });

  test('the filters live in the URL and survive a reload', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands');
    const brand = await renameFirstBrand(page);
    await page.goto('/dashboard/audit-log');
    await gridRows(page).first().waitFor();

    await page.getByRole('combobox', { name: 'Resource' }).click();
    await page.getByRole('option', { name: 'Brands' }).click();
    await page.waitForURL((url) => url.searchParams.get('resource') === 'brands');
    await page.getByRole('textbox', { name: 'Record ID' }).fill(String(brand.id));
    await page.waitForURL((url) => url.searchParams.get('recordId') === String(brand.id));
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today());
    await page.waitForURL((url) => url.searchParams.get('from') === today());
    await expect.poll(() => gridRows(page).count()).toBeGreaterThanOrEqual(1);

    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Resource' }).textContent())
      .toBe('Brands');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Record ID' }).inputValue())
      .toBe(String(brand.id));
    expect(await page.getByRole('textbox', { name: 'From', exact: true }).inputValue()).toBe(
      today(),
    );
    await expect.poll(() => gridRows(page).count()).toBeGreaterThanOrEqual(1);
    const records = await gridRows(page).locator('[data-field="recordId"]').allTextContents();
    expect(new Set(records)).toEqual(new Set([String(brand.id)]));

    // A range that ends before it starts is named under its end, and asks nothing.
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2000-01-01');
    await expect
      .poll(() => page.getByText('The end date must not be before the start date.').count())
      .toBe(1);
    await expect.poll(() => gridRows(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => gridRows(page).count()).toBeGreaterThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a role without the audit log gets the 403 page, no menu entry and no History', async ({
    page,
  }) => {
    await signIn(page, accounts.editor, '/dashboard/audit-log');
    await expect.poll(() => page.getByText('You do not have access to this page').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await page.goto('/dashboard/brands?sortBy=id&sortDirection=ASC');
    const id = await gridRows(page).first().getAttribute('data-id');
    await page.goto(`/dashboard/brands/edit/${id}`);
    await page.getByLabel('Name (English)').waitFor();
    expect(await page.getByRole('button', { name: 'History' }).count()).toBe(0);
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the log and an entry fit the screen', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/brands');
      await renameFirstBrand(page);
      await page.goto('/dashboard/audit-log');
      const newest = gridRows(page).first();
      await newest.waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await newest.getByRole('button', { name: /^Show the changes of entry/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('tr[data-changed="true"]').first().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('in Arabic on a dark theme, the log and a record’s History read right to left', async ({
      page,
    }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/brands');
      const brand = await renameFirstBrand(page);
      await page.evaluate(() =>
        localStorage.setItem(
          'showroom.settings',
          JSON.stringify({ theme: 'blueDark', topbarTheme: 'blueDark', language: 'ar' }),
        ),
      );
      await page.goto('/dashboard/audit-log?resource=brands');
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      const newest = gridRows(page).first();
      await expect.poll(() => newest.locator('[data-field="action"]').textContent()).toBe('تعديل');
      expect(await page.getByRole('heading', { name: 'سجل التدقيق' }).count()).toBe(1);
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/dashboard/brands/edit/${brand.id}`);
      await page.getByRole('button', { name: 'سجل التغييرات' }).click();
      const changed = page
        .getByRole('region', { name: 'سجل التغييرات' })
        .locator('li')
        .first()
        .locator('tr[data-changed="true"]');
      await expect
        .poll(() => changed.locator('td').allTextContents())
        .toEqual([brand.before, brand.after]);
      expect(await changed.locator('th').textContent()).toBe('الاسم (بالإنجليزية) (تغيّر)');
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
