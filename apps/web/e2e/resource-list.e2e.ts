import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { englishThemeNames } from '../src/app/theme/theme-labels';
import { themeNames } from '../src/app/theme/themes';
import { accounts } from './config';
import {
  callApi,
  cumulativeLayoutShift,
  expect,
  fitsWidth,
  gridRows,
  rowWith,
  seriousViolations,
  signIn,
  test,
  watchLayoutShifts,
} from './fixtures';

// The shared list page, exercised on brands (the demo data seeds 32 of them).
const firstId = (page: Page) => gridRows(page).first().getAttribute('data-id');
/** The list's total ("32 records"); other test files may have added a brand or two. */
async function recordCount(page: Page) {
  const text = await page.getByText(/^\d+ records?$/).textContent();
  return Number((text ?? '').split(' ')[0]);
}
const pageParam = (page: Page) => new URL(page.url()).searchParams.get('page');

describe('the list page', () => {
  test('pages forward and back, and a shared ?page=2 link keeps its page', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands?sortBy=id&sortDirection=ASC');
    await expect.poll(() => firstId(page)).toBe('1');
    expect(await gridRows(page).count()).toBe(20);
    const total = await recordCount(page);
    expect(total).toBeGreaterThan(20);
    const secondPage = `21–${Math.min(40, total)} of ${total}`;

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/brand/admin')) asked.push(new URL(request.url()).search);
    });
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => firstId(page)).toBe('21');
    expect(pageParam(page)).toBe('2');
    expect(asked.some((query) => query.includes('offset=20'))).toBe(true);
    // Once the answer is shown, nothing sends the list back to page 1.
    await page.getByText(secondPage).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(pageParam(page)).toBe('2');
    expect(asked.some((query) => query.includes('offset=0'))).toBe(false);
    expect(await gridRows(page).count()).toBe(Math.min(20, total - 20));

    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect.poll(() => firstId(page)).toBe('1');
    expect(pageParam(page)).toBeNull();
    await page.goBack();
    await expect.poll(() => firstId(page)).toBe('21');

    await page.goto('/dashboard/brands?page=2&sortBy=id&sortDirection=ASC');
    await expect.poll(() => firstId(page)).toBe('21');
    await page.getByText(secondPage).waitFor();
    expect(pageParam(page)).toBe('2');
  });

  test('the URL holds the page size actually used', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands?limit=5000');
    await expect.poll(() => gridRows(page).count()).toBe(20);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.goto('/dashboard/brands?limit=10&page=2');
    await expect.poll(() => gridRows(page).count()).toBe(10);
    expect(new URL(page.url()).search).toBe('?page=2&limit=10');
  });

  test('Tab goes from the search box to the pager in a few presses', async ({ page }) => {
    await signIn(page, accounts.superAdmin);
    await gridRows(page).first().waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    let presses = 0;
    while (presses < 10) {
      await page.keyboard.press('Tab');
      presses += 1;
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (label === 'Go to next page') break;
    }
    console.info(`Tab presses from the search box to "Go to next page": ${presses}`);
    expect(presses).toBeLessThanOrEqual(5);
  });

  test('the table is one tab stop; arrow keys move between its cells and into a row', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands?sortBy=id&sortDirection=ASC');
    await expect.poll(() => firstId(page)).toBe('1');
    const grid = page.getByRole('grid');
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return {
          label: active?.getAttribute('aria-label') ?? null,
          row: active?.closest('tr')?.getAttribute('data-id') ?? null,
          field: active?.closest('td')?.getAttribute('data-field') ?? null,
        };
      });
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await page.keyboard.press('Tab');
    // The header's first stop: "Select all rows".
    expect((await focused()).label).toBe('Select all rows');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toEqual({ label: 'Select row', row: '1', field: null });
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toEqual({ label: null, row: '1', field: 'id' });
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toEqual({ label: null, row: '2', field: 'id' });
    await page.keyboard.press('End');
    expect((await focused()).label).toMatch(/^Delete /);
    await page.keyboard.press('ArrowLeft');
    expect((await focused()).label).toMatch(/^Edit /);
    // Leaving and coming back lands where focus was, not on every cell in between.
    await page.keyboard.press('Tab');
    expect(await grid.evaluate((table) => table.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect((await focused()).label).toMatch(/^Edit /);
    expect(await grid.locator('[tabindex="0"]').count()).toBe(1);
  });

  test('the Columns menu hides a column and shows it again', async ({ page }) => {
    await signIn(page, accounts.superAdmin);
    await gridRows(page).first().waitFor();
    const header = page.getByRole('columnheader', { name: 'Country' });
    expect(await header.count()).toBe(1);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Country' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => header.count()).toBe(0);
    expect(await gridRows(page).first().locator('[data-field="countryId"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitem', { name: 'Show all columns' }).click();
    // The menu closes.
    await expect.poll(() => header.count()).toBe(1);
    // "Created" is hidden by the declaration, and shown on request.
    expect(await page.getByRole('columnheader', { name: 'Created' }).count()).toBe(1);
  });

  test('the first page does not jump when its rows arrive', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    await watchLayoutShifts(page);
    await page.goto('/dashboard/brands');
    await expect.poll(() => gridRows(page).count()).toBe(20);
    const shift = await cumulativeLayoutShift(page);
    console.info(`Cumulative layout shift of the brands list at 1366 px: ${shift.toFixed(3)}`);
    expect(shift).toBeLessThan(0.1);
  });

  test('the trash is "Brands | Trash", apart from the Active column', async ({ page }) => {
    await signIn(page, accounts.superAdmin);
    const view = page.getByRole('group', { name: 'Which records to show' });
    await view.getByRole('button', { name: 'Trash' }).click();
    await page.waitForURL((url) => url.searchParams.get('trash') === '1');
    await page.getByRole('heading', { name: 'Brands — trash' }).waitFor();
    await view.getByRole('button', { name: 'Brands' }).click();
    await page.waitForURL((url) => !url.searchParams.has('trash'));
  });

  test('an Editor who opens ?trash=1 sees the list, without the trash', async ({ page }) => {
    await signIn(page, accounts.editor, '/dashboard/brands?trash=1&page=2');
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');
    await page.getByRole('heading', { name: 'Brands', exact: true }).waitFor();
    const total = await recordCount(page);
    await expect.poll(() => gridRows(page).count()).toBe(Math.min(20, total - 20));
    expect(await page.getByRole('group', { name: 'Which records to show' }).count()).toBe(0);
  });

  test('"Select all that match" deletes every matching brand, and Undo restores them', async ({
    page,
  }) => {
    // Brands of their own: a brand cars are on stays out of the trash (the next test).
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    const word = `Bulkgone${Date.now()}`;
    for (let index = 1; index <= 12; index += 1) {
      await callApi(page, 'POST', '/brand', { nameEn: `${word} ${index}` });
    }
    await page.goto(`/dashboard/brands?limit=10&search=${word}`);
    await expect.poll(() => gridRows(page).count()).toBe(10);
    const total = await recordCount(page);
    expect(total).toBe(12);
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    const bulk = page.getByRole('region', { name: 'Actions on the selected rows' });
    await bulk.getByText('10 selected').waitFor();
    await bulk.getByRole('button', { name: `Select all ${total} brands that match` }).click();
    await bulk.getByText(`All ${total} brands that match are selected.`).waitFor();
    await bulk.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${total} brands?` });
    await dialog
      .getByText(`${total} brands will be moved to the trash. You can restore them from there.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${total} brands moved to the trash.`).waitFor();
    await expect.poll(() => gridRows(page).count()).toBe(0);
    await page.getByText(`Nothing matches “${word}”`).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`${total} brands restored.`).waitFor();
    await expect.poll(() => gridRows(page).count()).toBe(10);
    await expect.poll(() => recordCount(page)).toBe(total);
  });

  test('a brand cars are on stays out of the trash, and the list says why', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    const {
      rows: [car],
    } = await callApi<{ rows: { brandId: number }[] }>(page, 'GET', '/cars/?limit=1');
    const brand = await callApi<{ nameEn: string }>(page, 'GET', `/brand/${car!.brandId}`);
    await page.goto(`/dashboard/brands?search=${encodeURIComponent(brand.nameEn)}`);
    await page.getByRole('button', { name: `Delete ${brand.nameEn}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(/^This brand is on \d+ cars?; give .* another brand first/).waitFor();
    await page.reload();
    await rowWith(page, brand.nameEn).first().waitFor();

    // Deleted with a brand no car is on: that one goes, and one toast says why the other stays.
    const spare = `${brand.nameEn} Spare ${Date.now()}`;
    await callApi(page, 'POST', '/brand', { nameEn: spare });
    await page.reload();
    for (const row of [rowWith(page, spare), gridRows(page).filter({ hasNotText: 'Spare' })]) {
      await row.first().getByRole('checkbox', { name: 'Select row' }).check();
    }
    const bulk = page.getByRole('region', { name: 'Actions on the selected rows' });
    await bulk.getByRole('button', { name: 'Delete selected' }).click();
    await page
      .getByRole('dialog', { name: 'Delete 2 brands?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByText(/^1 brand could not be moved to the trash\. This brand is on \d+ cars?;/)
      .waitFor();
    await page.getByText('1 brand moved to the trash.').waitFor();
    expect(await page.getByText(/^This brand is on/).count()).toBe(0);
    await expect.poll(() => rowWith(page, spare).count()).toBe(0);
  });

  test('rows ticked on one page stay ticked on the next; another order starts again', async ({
    page,
  }) => {
    await signIn(
      page,
      accounts.superAdmin,
      '/dashboard/brands?limit=10&sortBy=id&sortDirection=ASC',
    );
    await expect.poll(() => gridRows(page).count()).toBe(10);
    const tick = (index: number) =>
      gridRows(page).nth(index).getByRole('checkbox', { name: 'Select row' }).check();
    await tick(0);
    await tick(1);
    const bulk = page.getByRole('region', { name: 'Actions on the selected rows' });
    await bulk.getByText('2 selected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => pageParam(page)).toBe('2');
    await expect.poll(() => firstId(page)).not.toBe('1');
    await bulk.getByText('2 selected, 2 on other pages').waitFor();
    await tick(0);
    await bulk.getByText('3 selected, 2 on other pages').waitFor();
    await bulk.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 3 brands?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect.poll(() => firstId(page)).toBe('1');
    await bulk.getByText('3 selected, 1 on other pages').waitFor();
    expect(
      await gridRows(page).nth(1).getByRole('checkbox', { name: 'Select row' }).isChecked(),
    ).toBe(true);
    // The bar takes the search box's place while rows are selected: ticking moves nothing.
    expect(await page.getByRole('searchbox').isVisible()).toBe(false);
    // Another order is another list: the selection starts again.
    await page.getByRole('columnheader', { name: 'Name (English)' }).click();
    await expect.poll(() => bulk.count()).toBe(0);
    await page.getByRole('searchbox').waitFor();
  });

  test('a save while offline says so', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands/create');
    await page.getByLabel('Name (English)').fill(`Offline Motors ${Date.now()}`);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Create Brand' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'You are offline. Check your connection and try again.' })
      .waitFor();
    expect(await page.getByText('Something went wrong on our side').count()).toBe(0);
    await page.context().setOffline(false);
  });

  test('a GUEST sees no breadcrumb of pages it cannot open', async ({ page }) => {
    await signIn(page, accounts.guest, '/dashboard/brands/create');
    await page.getByRole('heading', { name: 'Waiting for access' }).waitFor();
    const trail = page.getByRole('navigation', { name: 'breadcrumb' });
    expect(await trail.getByText('Brands').count()).toBe(0);
    expect(await trail.getByText('New').count()).toBe(0);
  });

  test('no serious or critical accessibility violation: full, empty, trash and form', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin);
    await gridRows(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/dashboard/brands?search=no-such-brand-anywhere');
    await page.getByText('Nothing matches').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/dashboard/brands?trash=1&search=no-such-brand-anywhere');
    await page.getByText('Nothing matches').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/dashboard/brands/create');
    await page.getByLabel('Name (English)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('every colour theme of the settings panel reads well in the open panel', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin);
    await gridRows(page).first().waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('presentation').filter({ hasText: 'Colour theme' });
    for (const theme of themeNames.map((name) => englishThemeNames[name])) {
      await panel.getByRole('radio', { name: theme, exact: true }).click();
      await expect
        .poll(() =>
          panel.getByRole('radio', { name: theme, exact: true }).getAttribute('aria-checked'),
        )
        .toBe('true');
      expect(await seriousViolations(page), theme).toEqual([]);
    }
  });

  // A reload and an accessibility check a theme: more than the usual minute on a busy machine.
  test(
    'the sidebar and the top bar read well in every colour theme',
    { timeout: 180_000 },
    async ({ page }) => {
      await signIn(page, accounts.superAdmin);
      await gridRows(page).first().waitFor();
      for (const name of themeNames) {
        const theme = englishThemeNames[name];
        await page.evaluate(
          (value) =>
            localStorage.setItem(
              'showroom.settings',
              JSON.stringify({ theme: value, sidebarTheme: value, topbarTheme: value }),
            ),
          name,
        );
        await page.reload();
        await gridRows(page).first().waitFor();
        expect(await seriousViolations(page), theme).toEqual([]);
      }
    },
  );

  test('a theme swatch is named below the swatches, never over the next one', async ({ page }) => {
    await signIn(page, accounts.superAdmin);
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('presentation').filter({ hasText: 'Colour theme' });
    // The panel slides in: hover again until the swatch under the pointer has settled.
    await expect
      .poll(async () => {
        await panel.getByRole('radio', { name: 'White & purple' }).hover();
        return panel.getByTestId('theme-name').textContent();
      })
      .toBe('White & purple');
    // The swatch under the hovered one (4 per row) takes the click at once.
    await panel.getByRole('radio', { name: 'Purple', exact: true }).click({ timeout: 2000 });
    await expect
      .poll(() =>
        panel.getByRole('radio', { name: 'Purple', exact: true }).getAttribute('aria-checked'),
      )
      .toBe('true');
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('fits the screen, with edit and delete in reach', async ({ page }) => {
      await watchLayoutShifts(page);
      await signIn(page, accounts.superAdmin);
      await expect.poll(() => gridRows(page).count()).toBe(20);
      const shift = await cumulativeLayoutShift(page);
      console.info(`Cumulative layout shift of the brands list at 390 px: ${shift.toFixed(3)}`);
      expect(shift).toBeLessThan(0.1);
      expect(await fitsWidth(page)).toBe(true);
      const row = gridRows(page).first();
      const name = (await row.locator('[data-field="nameEn"]').textContent()) ?? '';
      const more = row.getByRole('button', { name: 'More actions' });
      const moreBox = await more.boundingBox();
      expect(moreBox && moreBox.x >= 0 && moreBox.x + moreBox.width <= 390).toBe(true);
      await more.click();
      const edit = page.getByRole('menuitem', { name: `Edit ${name}` });
      expect(await edit.isVisible()).toBe(true);
      const box = await edit.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
      expect(await page.getByRole('menuitem', { name: `Delete ${name}` }).isVisible()).toBe(true);
      await edit.click();
      await page.waitForURL('**/dashboard/brands/edit/*');
    });

    test('shows both page arrows whole, in English and in Arabic', async ({ page }) => {
      await signIn(page, accounts.superAdmin);
      await expect.poll(() => gridRows(page).count()).toBe(20);
      // Inside the screen and inside the pager, which scrolls what overflows it out of sight.
      const inView = async (name: string) => {
        const box = await page.getByRole('button', { name }).boundingBox();
        const pager = await page.locator('.MuiTablePagination-root').boundingBox();
        return (
          box !== null &&
          pager !== null &&
          box.x >= Math.max(0, pager.x) &&
          box.x + box.width <= Math.min(390, pager.x + pager.width)
        );
      };
      expect(await inView('Go to next page')).toBe(true);
      expect(await inView('Go to previous page')).toBe(true);
      await page.evaluate(() =>
        localStorage.setItem(
          'showroom.settings',
          JSON.stringify({ theme: 'blue', language: 'ar' }),
        ),
      );
      await page.reload();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      await expect.poll(() => gridRows(page).count()).toBe(20);
      expect(await inView('الانتقال إلى الصفحة التالية')).toBe(true);
      expect(await inView('الانتقال إلى الصفحة السابقة')).toBe(true);
    });

    test('no serious or critical accessibility violation, drawer open or not', async ({ page }) => {
      await signIn(page, accounts.superAdmin);
      await gridRows(page).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/dashboard/brands?search=no-such-brand-anywhere');
      await page.getByText('Nothing matches').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      await page.goto('/dashboard/brands/create');
      await page.getByLabel('Name (English)').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('dialog', { name: 'Main navigation' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
