import type { ListViews, SavedView } from '@showroom/contract';
import type { Locator, Page } from 'playwright-core';
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

/** Focuses `target` and presses Enter, as a person at the keyboard does after tabbing there. */
async function press(target: Locator) {
  await target.focus();
  await target.page().keyboard.press('Enter');
}

/** Chooses `item` from the menu of the view shown, with the keyboard. */
async function chooseFromViewMenu(page: Page, options: string, item: string) {
  await press(page.getByRole('button', { name: options }));
  const wanted = page.getByRole('menuitem', { name: item });
  await wanted.waitFor();
  for (let step = 0; step < 5; step += 1) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/** The marks a view's chip shows, as its hover text words them, and how many icons it has. */
const marksOf = async (chip: Locator) => ({
  title: await chip.getAttribute('title'),
  icons: await chip.locator('svg').count(),
});
const defaultOnly = { title: 'opens with this list', icons: 1 };
const defaultAndShared = { title: 'opens with this list · shared', icons: 2 };

/** A view of cars waiting for review, of the person signed in, made through the API. */
const personalView = (page: Page, name: string) =>
  callApi<SavedView>(page, 'POST', '/views', {
    list: 'cars',
    name,
    scope: 'personal',
    state: {
      search: '',
      sortBy: 'createdAt',
      sortDirection: 'ASC',
      limit: 20,
      filters: { status: 'pending' },
      columns: {},
    },
  });

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

  describe('on a laptop, by keyboard', () => {
    test.override({ pageOptions: { viewport: { width: 1280, height: 800 } } });

    test("a view is renamed and shared from its menu, keeping its id and the person's default; a deleted one comes back with Undo", async ({
      page,
    }) => {
      await signIn(page, accounts.admin, '/dashboard/cars');
      await gridRows(page).first().waitFor();
      const mine = await personalView(page, 'Team queue');
      await callApi(page, 'PUT', '/views/default', { list: 'cars', viewId: mine.id });
      await page.goto('/dashboard/cars');
      await page.waitForURL((url) => url.searchParams.get('view') === String(mine.id));
      expect(await marksOf(viewChip(page, 'Team queue'))).toEqual(defaultOnly);

      await chooseFromViewMenu(
        page,
        'Options of the view Team queue',
        'Rename / change who sees it',
      );
      const dialog = page.getByRole('dialog', { name: 'Change the view “Team queue”' });
      const name = dialog.getByRole('textbox', { name: 'Name' });
      // The name has the focus; a name the person already sees is refused under it.
      await expect
        .poll(() => name.evaluate((element) => element === document.activeElement))
        .toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(' cars waiting OVER 48 h');
      await dialog
        .getByText(
          'There is already a view named “Cars waiting over 48 h” on this list: choose another name',
        )
        .waitFor();
      expect(await dialog.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Team pending');
      // Tab to who sees it, an arrow to Everyone, Tab on to Save changes.
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
        .toBe('radio');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await dialog.getByRole('radio', { name: 'Everyone' }).isChecked()).toBe(true);
      await expectAccessible(dialog);
      await shot(page, 'views-change-dialog');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });

      // The same view, renamed and shared: still the default, so marked both ways.
      const renamed = viewChip(page, 'Team pending');
      await expect.poll(() => marksOf(renamed)).toEqual(defaultAndShared);
      expect(await renamed.getAttribute('aria-pressed')).toBe('true');
      const listed = await callApi<ListViews>(page, 'GET', '/views?list=cars');
      expect(listed.defaultViewId).toBe(mine.id);
      expect(listed.views.find((view) => view.id === mine.id)).toMatchObject({
        name: 'Team pending',
        scope: 'everyone',
      });
      expect(await fitsWidth(page)).toBe(true);

      // Deleting it, shared, is asked first; its toast's Undo brings the same view back.
      await chooseFromViewMenu(page, 'Options of the view Team pending', 'Delete view');
      const question = page.getByRole('dialog', { name: 'Delete the view “Team pending”?' });
      await question.getByText('It is removed for everyone who sees it.').waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const toast = page.getByRole('alert').filter({ hasText: 'View “Team pending” deleted' });
      await toast.waitFor();
      await expect.poll(() => renamed.count()).toBe(0);
      await shot(page, 'views-deleted-toast');
      await press(toast.getByRole('button', { name: 'Undo' }));
      await page.getByRole('alert').filter({ hasText: 'View “Team pending” restored' }).waitFor();
      await expect.poll(() => marksOf(viewChip(page, 'Team pending'))).toEqual(defaultAndShared);
      const back = await callApi<ListViews>(page, 'GET', '/views?list=cars');
      expect(back.defaultViewId).toBe(mine.id);
    });
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

    test('a view is renamed and deleted in Arabic and the dark theme, and fits the screen', async ({
      page,
    }) => {
      await signIn(page, accounts.admin, '/dashboard/cars');
      await gridRows(page).first().waitFor();
      const mine = await personalView(page, 'Phone queue');
      await callApi(page, 'PUT', '/views/default', { list: 'cars', viewId: mine.id });
      await callApi(page, 'PATCH', `/views/${mine.id}`, { scope: 'everyone', version: 1 });
      await page.evaluate(() =>
        localStorage.setItem(
          'showroom.settings',
          JSON.stringify({ theme: 'blueDark', topbarTheme: 'blueDark', language: 'ar' }),
        ),
      );
      await page.goto('/dashboard/cars');
      await page.waitForURL((url) => url.searchParams.get('view') === String(mine.id));
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
      const group = page.getByRole('group', { name: 'طرق العرض المحفوظة' });
      const chip = group.getByRole('button', { name: 'Phone queue', exact: true });
      const bothMarks = { title: 'تُفتح بها هذه القائمة · مشتركة', icons: 2 };
      expect(await marksOf(chip)).toEqual(bothMarks);
      expect(await fitsWidth(page)).toBe(true);
      await shot(group, 'views-phone-ar-dark-marks');

      await chooseFromViewMenu(
        page,
        'خيارات طريقة العرض Phone queue',
        'إعادة التسمية / تغيير من يراها',
      );
      const dialog = page.getByRole('dialog', { name: 'تغيير طريقة العرض «Phone queue»' });
      await dialog.waitFor();
      // A view Showroom comes with, by the name it shows in Arabic, is a name already seen.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('سيارات تنتظر أكثر من 48 ساعة');
      await dialog
        .getByText(
          'في هذه القائمة طريقة عرض اسمها «سيارات تنتظر أكثر من 48 ساعة» من قبل: اختر اسمًا آخر',
        )
        .waitFor();
      await expectAccessible(dialog);
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'views-phone-ar-dark-change');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('طابور الهاتف');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await group.getByRole('button', { name: 'طابور الهاتف', exact: true }).waitFor();

      await chooseFromViewMenu(page, 'خيارات طريقة العرض طابور الهاتف', 'حذف طريقة العرض');
      await page.getByRole('dialog', { name: 'حذف طريقة العرض «طابور الهاتف»؟' }).waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const toast = page.getByRole('alert').filter({ hasText: 'حُذفت طريقة العرض «طابور الهاتف»' });
      await toast.getByRole('button', { name: 'تراجع' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'views-phone-ar-dark-toast');
      await press(toast.getByRole('button', { name: 'تراجع' }));
      await expect
        .poll(() => marksOf(group.getByRole('button', { name: 'طابور الهاتف', exact: true })))
        .toEqual(bothMarks);
    });
  });
});
