import type { ListViews, SavedView } from '@showroom/contract';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import {
  callApi,
  expect,
  expectAccessible,
  fitsWidth,
  gridRows,
  rowWith,
  search,
  signIn,
  test,
  shot,
} from './fixtures';

/*
 * Saved views (ADR 053): a list's state saved under a name is kept on the server, so the same
 * person finds it in another browser; the list marks the view it shows, says when that view
 * has been changed and not saved, and opens with the person's default view.
 */

const views = (page: Page) => page.getByRole('group', { name: 'Saved views' });
const viewChip = (page: Page, name: string) =>
  views(page).getByRole('button', { name, exact: true });
const changedNotSaved = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Changed, not saved' });

describe('saved views', () => {
  test('a view saved in one browser opens in another, says when it changed, and becomes the default', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await signIn(page, accounts.admin, '/dashboard/cars');
    await gridRows(page).first().waitFor();

    // The views Showroom comes with: one click sets the list's URL state.
    await viewChip(page, 'Cars waiting over 48 h').click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('status') === 'pending' &&
        url.searchParams.get('createdBefore') === '-48h',
    );
    await expect
      .poll(() => viewChip(page, 'Cars waiting over 48 h').getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('tab', { name: 'Pending', selected: true }).waitFor();
    expect(await changedNotSaved(page).count()).toBe(0);

    // Back to everything, then a search and a hidden column saved as a view of one's own.
    await viewChip(page, 'All').click();
    await page.waitForURL((url) => url.search === '');
    await search(page, 'a');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Brand' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Brand' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save as view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as a view' });
    await dialog.getByLabel('Name').fill('Cars with an A');
    await expectAccessible(dialog);
    await shot(page, 'views-save-dialog');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => viewChip(page, 'Cars with an A').getAttribute('aria-pressed'))
      .toBe('true');
    expect(await changedNotSaved(page).count()).toBe(0);

    // Changed and not saved: said, and saved into the view.
    await page.getByRole('tab', { name: 'Published' }).click();
    await changedNotSaved(page).waitFor();
    await shot(page, 'views-changed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => changedNotSaved(page).count()).toBe(0);

    // The same person in another browser: the view is there, as saved.
    const other = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    try {
      const second = await other.newPage();
      await signIn(second, accounts.admin, '/dashboard/cars');
      await viewChip(second, 'Cars with an A').click();
      await second.waitForURL(
        (url) =>
          url.searchParams.get('search') === 'a' && url.searchParams.get('status') === 'published',
      );
      await expect.poll(() => second.getByRole('columnheader', { name: 'Brand' }).count()).toBe(0);

      // Made the default there, it opens the list when its URL says nothing.
      await second.getByRole('button', { name: 'Options of the view Cars with an A' }).click();
      await second.getByRole('menuitem', { name: 'Open this list with it' }).click();
      await expect
        .poll(async () => {
          const listed = await callApi<ListViews>(second, 'GET', '/views?list=cars');
          return listed.views.find((view) => view.id === listed.defaultViewId)?.name;
        })
        .toBe('Cars with an A');
      await second.goto('/dashboard/cars');
      await second.waitForURL(
        (url) =>
          url.searchParams.get('search') === 'a' && url.searchParams.get('status') === 'published',
      );
      await expect
        .poll(() => viewChip(second, 'Cars with an A').getAttribute('aria-pressed'))
        .toBe('true');
      // Its rows, once they have come: published ones only.
      await expect.poll(() => rowWith(second, 'Archived').count()).toBe(0);
      await shot(second, 'views-default');
    } finally {
      await other.close();
    }
  });

  // The API refuses to save a sort or filter the list does not take, so a view the list has
  // outgrown is made here with a column it does not have (one saved before a filter went is
  // opened the same way; view-state.test.ts covers filters).
  test('a view naming a column the list no longer has opens without it and says so', async ({
    page,
  }) => {
    await signIn(page, accounts.admin, '/dashboard/cars');
    await gridRows(page).first().waitFor();
    await callApi<SavedView>(page, 'POST', '/views', {
      list: 'cars',
      name: 'From an older list',
      scope: 'personal',
      state: {
        search: '',
        sortBy: 'price',
        sortDirection: 'ASC',
        limit: 50,
        filters: { status: 'sold' },
        columns: { engineSerial: false },
      },
    });
    await page.reload();
    await viewChip(page, 'From an older list').click();
    await page.waitForURL(
      (url) => url.searchParams.get('status') === 'sold' && url.searchParams.get('limit') === '50',
    );
    await page
      .getByRole('alert')
      .filter({ hasText: 'opened without what this list no longer has: engineSerial' })
      .waitFor();
    expect(await changedNotSaved(page).count()).toBe(0);
  });

  describe('on a phone, in Arabic', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the views fit the screen and read in Arabic', async ({ page }) => {
      await signIn(page, accounts.editor, '/dashboard/queries');
      await page.evaluate(() =>
        localStorage.setItem(
          'showroom.settings',
          JSON.stringify({ theme: 'blue', language: 'ar' }),
        ),
      );
      await page.goto('/dashboard/queries');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
      const group = page.getByRole('group', { name: 'طرق العرض المحفوظة' });
      // A view Showroom comes with is named in Arabic.
      await group.getByRole('button', { name: 'استفسارات بلا رد', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('replied') === 'false');
      await page.getByRole('button', { name: 'حفظ كطريقة عرض…' }).waitFor({ state: 'detached' });
      await expectAccessible(group);
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'views-phone-ar');

      // An editor keeps views of their own but may not share them.
      await page.getByRole('searchbox').fill('x');
      await page.waitForURL((url) => url.searchParams.get('search') === 'x');
      await page.getByRole('button', { name: 'حفظ كطريقة عرض…' }).click();
      const dialog = page.getByRole('dialog', { name: 'حفظ كطريقة عرض' });
      await dialog.waitFor();
      expect(await dialog.getByRole('radio', { name: 'الجميع' }).isDisabled()).toBe(true);
      await expectAccessible(dialog);
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'views-phone-ar-dialog');
    });
  });
});
