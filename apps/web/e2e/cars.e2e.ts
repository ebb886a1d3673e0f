import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import {
  expect,
  expectAccessible,
  expectFitsWidth,
  firstRowId,
  fitsWidth,
  gridRows,
  rowWith,
  search,
  signIn,
  test,
} from './fixtures';
import { makePng } from './png';

const RED = makePng(48, 36, [200, 30, 30]);
const BLUE = makePng(48, 36, [30, 60, 200]);

/** Opens a picker and takes its first option. */
async function pickFirst(page: Page, label: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').first().click();
}

/** The photos of the gallery, in order, as their uploaded URLs. */
const galleryUrls = (page: Page) =>
  page
    .getByRole('img', { name: /^Photo \d+$/ })
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));

describe('cars screens', () => {
  test('year and price ranges are sent as the API reads them and survive a reload', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars?yearFrom=2019&yearTo=2022');
    await gridRows(page).first().waitFor();
    const years = () =>
      gridRows(page)
        .locator('[data-field="year"]')
        .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent.replace(/\D/g, ''))));
    await expect
      .poll(async () => (await years()).every((year) => year >= 2019 && year <= 2022))
      .toBe(true);
    expect(await page.getByLabel('Year from').inputValue()).toBe('2019');

    const listed = page.waitForResponse(
      (response) =>
        response.url().includes('/cars/?') &&
        new URL(response.url()).searchParams.get('priceFrom') === '5000000',
    );
    await page.getByLabel('Price from').fill('50000');
    await page.getByLabel('Price from').press('Enter');
    expect((await listed).status()).toBe(200);
    await page.waitForURL((url) => url.searchParams.get('priceFrom') === '5000000');
    expect(new URL(page.url()).searchParams.get('yearFrom')).toBe('2019');

    await page.reload();
    await gridRows(page).first().waitFor();
    expect(await page.getByLabel('Price from').inputValue()).toBe('50000.00');
    expect(await page.getByLabel('Year to').inputValue()).toBe('2022');

    // A reversed range is refused where it was typed, and the list keeps its filter.
    await page.getByLabel('Year from').fill('2024');
    await page.getByLabel('Year from').press('Enter');
    await expect
      .poll(() => page.getByText('The lowest value is above the highest one.').count())
      .toBe(1);
    expect(new URL(page.url()).searchParams.get('yearFrom')).toBe('2019');
  });

  test('brand and category filters keep their choice in the URL', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars');
    await gridRows(page).first().waitFor();
    await page.getByRole('combobox', { name: 'Brand' }).click();
    const brand = page.getByRole('option').nth(1);
    const name = (await brand.textContent()) ?? '';
    await brand.click();
    await page.waitForURL((url) => url.searchParams.has('brandId'));
    await expect.poll(() => gridRows(page).filter({ hasNotText: name }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option').nth(1).click();
    await page.waitForURL((url) => url.searchParams.has('categoryId'));
    expect(new URL(page.url()).searchParams.has('brandId')).toBe(true);
  });

  test('a car created with photos shows up, is edited, and is rejected with a reason on its details page', async ({
    page,
  }) => {
    const title = `E2E Coupe ${Date.now()}`;
    await signIn(page, accounts.superAdmin, '/dashboard/cars/create');
    await page.getByLabel(/^Title/).fill(title);
    await pickFirst(page, /^Seller/);
    await pickFirst(page, /^Brand/);
    await page.getByLabel(/^Model/).fill('GT');
    await pickFirst(page, /^Category/);
    await page.getByLabel(/^Year/).fill('2022');
    await page.getByLabel(/^Price/).fill('85000');
    await pickFirst(page, /^Engine capacity/);

    await page.locator('input[type="file"][multiple]').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: RED },
      { name: 'blue.png', mimeType: 'image/png', buffer: BLUE },
    ]);
    await expect.poll(async () => (await galleryUrls(page)).length).toBe(2);
    const [first, second] = await galleryUrls(page);
    // By keyboard: the first photo moves after the second.
    await page.getByRole('button', { name: 'Move photo 1 of 2' }).press('ArrowRight');
    await expect.poll(() => galleryUrls(page)).toEqual([second, first]);
    await expect.poll(() => page.getByText('The photo is now in position 2 of 2.').count()).toBe(1);
    // By pointer: the second photo is dragged back onto the first place.
    const handle = page.getByRole('button', { name: 'Move photo 2 of 2' });
    const target = page.getByRole('img', { name: 'Photo 1' });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the gallery is not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => galleryUrls(page)).toEqual([first, second]);

    await page.getByRole('button', { name: 'Create Car' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/cars');
    await search(page, title);
    await expect.poll(() => rowWith(page, title).count()).toBe(1);
    const id = (await rowWith(page, title).getAttribute('data-id')) ?? '';

    await page.getByRole('link', { name: `Details ${title}` }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/cars/${id}/details`);
    await page.getByRole('heading', { name: 'Photos (2)' }).waitFor();
    expect(
      await page.getByRole('img', { name: `${title}, photo 1 of 2` }).getAttribute('src'),
    ).toBe(first);
    // Only the moves the server allows from "pending".
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Mark as sold' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => dialog.getByText('Say why the car is rejected').count()).toBe(1);
    await dialog.getByLabel(/^Reason/).fill('The photos do not show the car.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Rejected: The photos do not show the car.').waitFor();
    await page.getByText('Pending → Rejected').waitFor();
    expect(await page.getByRole('button', { name: 'Send back to review' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);

    // The car changed (rejected) since the app last read it for a form: the form waits for the
    // newer copy (slowed down here), so what is typed is not thrown away when that arrives.
    await page.route(
      (url) => url.pathname === `/api/v1/cars/${id}`,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/cars/${id}/edit`);
    await expect.poll(async () => (await galleryUrls(page)).length).toBe(2);
    await page.getByLabel(/^Title/).fill(`${title} edited`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/cars');
    await search(page, title);
    await expect.poll(() => rowWith(page, `${title} edited`).count()).toBe(1);
  });

  test('the list, form and details have no serious or critical accessibility violation', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars');
    await expectAccessible(gridRows(page).first());
    const id = await firstRowId(page);
    await page.goto(`/dashboard/cars/${id}/details`);
    await expectAccessible(page.getByRole('heading', { name: 'Specifications' }));
    await page.goto(`/dashboard/cars/${id}/edit`);
    await expectAccessible(page.getByLabel(/^Title/));
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the list, form and details do not scroll sideways', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/cars?yearFrom=2015');
      await expectFitsWidth(gridRows(page).first());
      const id = await firstRowId(page);
      await page.goto(`/dashboard/cars/${id}/details`);
      await expectFitsWidth(page.getByRole('heading', { name: 'Specifications' }));
      await page.goto('/dashboard/cars/create');
      await expectFitsWidth(page.getByLabel(/^Title/));
    });

    test('the details read right to left in Arabic and still fit', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/cars');
      await page.goto(`/dashboard/cars/${await firstRowId(page)}/details`);
      await page.getByRole('button', { name: 'العربية' }).click();
      await page.getByRole('heading', { name: 'المواصفات' }).waitFor();
      await page.getByRole('heading', { name: 'سجل الحالة' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await fitsWidth(page)).toBe(true);
    });
  });
});
