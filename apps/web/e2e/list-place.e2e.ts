import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { ACCESS_TOKEN_KEY, expect, fitsWidth, gridRows, rowWith, signIn, test } from './fixtures';

/*
 * Lists keep their place: every way back from a row lands on the list as it was left
 * (search, filters, tab, sort, page, rows per page), at its top, with focus on the row; and
 * every list fits its card from 1280 px up, and shows cards on a phone.
 */

/** Brands named `<word> 01` … `<word> <count>`, created through the API. */
async function createBrands(page: Page, word: string, count: number) {
  const statuses = await page.evaluate(
    async ({ key, word, count }) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem(key) ?? ''}`,
        'Content-Type': 'application/json',
      };
      const made: number[] = [];
      for (let index = 1; index <= count; index += 1) {
        const response = await fetch('/api/v1/brand', {
          method: 'POST',
          headers,
          body: JSON.stringify({ nameEn: `${word} ${String(index).padStart(2, '0')}` }),
        });
        made.push(response.status);
      }
      return made;
    },
    { key: ACCESS_TOKEN_KEY, word, count },
  );
  expect(statuses.every((status) => status === 200)).toBe(true);
}

/** The data row keyboard focus is in, `main` when on the page's main region, else null. */
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.id === 'main') return 'main';
    return active?.closest('tr[data-id]')?.getAttribute('data-id') ?? null;
  });

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** The list is back at `path` + `search` exactly, at its top, with focus on `focus`. */
async function expectListAsLeft(page: Page, path: string, search: string, focus: string) {
  await page.waitForURL((url) => url.pathname === path && url.search === search);
  await expect.poll(() => focusedRow(page)).toBe(focus);
  expect(await scrollTop(page)).toBe(0);
}

/** Opens a row's edit form from the list by its Edit action, scrolled down to its bottom. */
async function openEdit(page: Page, title: string) {
  await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
  // The list has a "Save" of its own (the saved view), so wait for the form's page first.
  await page.waitForURL((url) => /\/edit(\/|$)/.test(url.pathname), {
    waitUntil: 'commit',
  });
  await page.getByRole('button', { name: 'Save changes', exact: true }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'breadcrumb' });

describe('a list keeps its place', () => {
  test('brands found by a search, sorted, page 2 of 10 a page: save, cancel, Back, breadcrumb, "Back to the list", delete', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    const word = `Placekeeper${Date.now()}`;
    await createBrands(page, word, 12);
    const search = `?page=2&limit=10&search=${word}&sortBy=nameEn&sortDirection=ASC`;
    const list = '/dashboard/brands';
    await page.goto(`${list}${search}`);
    await expect.poll(() => gridRows(page).count()).toBe(2);
    const eleventh = `${word} 11`;
    const id = (await rowWith(page, eleventh).getAttribute('data-id')) ?? '';
    expect(id).not.toBe('');

    // Save.
    await openEdit(page, eleventh);
    await page.getByLabel('Name (Arabic)').fill('حافظ المكان');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectListAsLeft(page, list, search, id);
    expect(await gridRows(page).count()).toBe(2);

    // Cancel.
    await openEdit(page, eleventh);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expectListAsLeft(page, list, search, id);

    // The browser's Back.
    await openEdit(page, eleventh);
    await page.goBack();
    await expectListAsLeft(page, list, search, id);

    // The breadcrumb.
    await openEdit(page, eleventh);
    await breadcrumb(page).getByRole('link', { name: 'Brands' }).click();
    await expectListAsLeft(page, list, search, id);

    // "Back to the list".
    await openEdit(page, eleventh);
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expectListAsLeft(page, list, search, id);

    // Delete: the row is gone, the list is as it was, focus on the page's main region.
    await openEdit(page, eleventh);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectListAsLeft(page, list, search, 'main');
    await expect.poll(() => gridRows(page).count()).toBe(1);
    expect(await rowWith(page, eleventh).count()).toBe(0);

    // A reload keeps the place too: the breadcrumb of a form opened afresh goes back to it.
    await page.goto(`${list}/create`);
    await page.reload();
    await breadcrumb(page).getByRole('link', { name: 'Brands' }).click();
    await page.waitForURL((url) => url.pathname === list && url.search === search);
  });

  test('cars on the Pending tab, page 2: save a long form, cancel, Back, the breadcrumb and the details page', async ({
    page,
  }) => {
    const list = '/dashboard/cars';
    const search = '?page=2&limit=10&sortBy=price&sortDirection=ASC&status=pending';
    await signIn(page, accounts.superAdmin, `${list}${search}`);
    await expect.poll(() => gridRows(page).count()).toBe(10);
    await page.getByRole('tab', { name: 'Pending', selected: true }).waitFor();
    const row = gridRows(page).first();
    const id = (await row.getAttribute('data-id')) ?? '';
    const title = (await row.locator('[data-field="title"]').textContent()) ?? '';

    // Saving the long car form from its bottom comes back to the top of the list.
    await openEdit(page, title);
    expect(await scrollTop(page)).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectListAsLeft(page, list, search, id);
    await page.getByRole('tab', { name: 'Pending', selected: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Cars', exact: true }).isVisible()).toBe(true);

    await openEdit(page, title);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expectListAsLeft(page, list, search, id);

    await openEdit(page, title);
    await page.goBack();
    await expectListAsLeft(page, list, search, id);

    await openEdit(page, title);
    await breadcrumb(page).getByRole('link', { name: 'Cars' }).click();
    await expectListAsLeft(page, list, search, id);

    // The details page, opened from its row: its "Back to the list" and the breadcrumb.
    await page.getByRole('link', { name: `Details ${title}`, exact: true }).click();
    await page.getByRole('heading', { name: 'Specifications' }).waitFor();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expectListAsLeft(page, list, search, id);
    await page.getByRole('link', { name: `Details ${title}`, exact: true }).click();
    await page.getByRole('heading', { name: 'Specifications' }).waitFor();
    await breadcrumb(page).getByRole('link', { name: 'Cars' }).click();
    await expectListAsLeft(page, list, search, id);

    // The sidebar opens the list afresh.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Cars' })
      .click();
    await page.waitForURL((url) => url.pathname === list && url.search === '');
  });
});

/** Every list of the app: each resource's, and the audit log. */
const lists = [
  '/dashboard/brands',
  '/dashboard/categories',
  '/dashboard/colors',
  '/dashboard/countries',
  '/dashboard/users',
  '/dashboard/roles',
  '/dashboard/packages',
  '/dashboard/offers',
  '/dashboard/subscriptions',
  '/dashboard/ads',
  '/dashboard/cars',
  '/dashboard/banners',
  '/dashboard/faqs',
  '/dashboard/contactus/subject',
  '/dashboard/queries',
  '/dashboard/notifications',
  '/dashboard/audit-log',
];

/** How the first row's table sits in its card: sideways scroll, and where its actions end. */
const tableFit = (page: Page) =>
  page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    const container = grid?.parentElement;
    const row = grid?.querySelector('tr[data-id]');
    const actions = row?.querySelector('td:last-child button, td:last-child a');
    if (!container || !actions) return null;
    const box = container.getBoundingClientRect();
    const action = actions.getBoundingClientRect();
    return {
      scrollWidth: container.scrollWidth,
      clientWidth: container.clientWidth,
      actionsInside: action.left >= box.left && action.right <= box.right,
    };
  });

describe('every list fits its card', () => {
  for (const list of lists) {
    test(`${list} at 1280 and 1440 px: no sideways scroll, the actions in sight`, async ({
      page,
    }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/analytics');
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(list);
        await gridRows(page).first().waitFor();
        const fit = await tableFit(page);
        expect({ width, fit }).toEqual({
          width,
          fit: {
            scrollWidth: fit?.clientWidth,
            clientWidth: fit?.clientWidth,
            actionsInside: true,
          },
        });
        expect(await fitsWidth(page)).toBe(true);
      }
    });
  }

  test('a long title is cut, and whole on hover (its title) and on focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, accounts.superAdmin, '/dashboard/cars?sortBy=price&sortDirection=ASC');
    await gridRows(page).first().waitFor();
    const cells = gridRows(page).locator('[data-field="title"]');
    const cut = await cells.evaluateAll((all) =>
      all.findIndex((cell) => {
        const text = cell.firstElementChild as HTMLElement;
        return text.scrollWidth > text.clientWidth;
      }),
    );
    expect(cut).toBeGreaterThanOrEqual(0);
    const cell = cells.nth(cut);
    expect(await cell.getAttribute('title')).toBe(await cell.textContent());
    await cell.focus();
    expect(
      await cell.evaluate((element) => {
        const text = element.firstElementChild as HTMLElement;
        return text.scrollWidth <= text.clientWidth && element.scrollWidth <= element.clientWidth;
      }),
    ).toBe(true);
  });
});

/**
 * The grid's headers and chips that do not show whole (cut, or running past their box), once
 * the page's fonts are in: the widths are those of the text as it shows.
 */
async function cutHeadersAndChips(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page
    .locator('[role="grid"] th, [role="grid"] .MuiChip-label')
    .evaluateAll((all) =>
      all
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    );
}

describe('a list shows its headers and chips whole', () => {
  test('roles: the "Super admin" chip and the "Requires two-step sign-in" header at 1400 px and on a phone, in English and Arabic', async ({
    page,
  }) => {
    const wide = async (header: string) => {
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.getByRole('columnheader', { name: header }).waitFor();
      expect(await cutHeadersAndChips(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
    };
    const phone = async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gridRows(page).first().locator('[data-card="title"]').waitFor();
      expect(await cutHeadersAndChips(page)).toEqual([]);
    };
    await signIn(page, accounts.superAdmin, '/dashboard/roles');
    await gridRows(page).first().waitFor();
    expect(await page.getByText('Super admin', { exact: true }).count()).toBe(1);
    await wide('Requires two-step sign-in');
    await phone();

    await page.evaluate(() =>
      localStorage.setItem('showroom.settings', JSON.stringify({ theme: 'blue', language: 'ar' })),
    );
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await phone();
    await wide('يتطلب تسجيل الدخول بخطوتين');
    expect(await page.getByText('مشرف عام', { exact: true }).count()).toBe(1);
  });
});

describe('at phone width, a list is cards', () => {
  test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

  test('a car reads its title, price and status, its actions in reach', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars?status=pending');
    const row = gridRows(page).first();
    await row.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    const inScreen = async (field: string) => {
      const box = await row.locator(`[data-field="${field}"]`).boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390 && box.width > 0;
    };
    const title = row.locator('[data-field="title"]');
    expect(await title.getAttribute('data-card')).toBe('title');
    expect(await inScreen('title')).toBe(true);
    // The title is whole, not cut.
    expect(await title.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    expect(await row.locator('[data-field="price"]').textContent()).toMatch(/^AED\s[\d,]+\.\d\d$/);
    expect(await inScreen('price')).toBe(true);
    expect(await row.locator('[data-field="status"]').textContent()).toBe('Pending');
    expect(await inScreen('status')).toBe(true);
    // A card is not a squeezed table row: the facts sit under the title.
    const titleBox = await title.boundingBox();
    const priceBox = await row.locator('[data-field="price"]').boundingBox();
    expect((priceBox?.y ?? 0) >= (titleBox?.y ?? 0) + (titleBox?.height ?? 0) - 1).toBe(true);
    expect(await row.locator('[data-field="brandId"]').count()).toBe(0);

    const name = (await title.textContent()) ?? '';
    await row.getByRole('button', { name: 'More actions' }).click();
    const edit = page.getByRole('menuitem', { name: `Edit ${name}` });
    const box = await edit.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.getByRole('menuitem', { name: `Details ${name}` }).isVisible()).toBe(true);
    await edit.click();
    await page.waitForURL(/\/dashboard\/cars\/\d+\/edit$/);
  });
});
