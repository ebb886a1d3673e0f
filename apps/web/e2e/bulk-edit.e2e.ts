import type { Car, Page as ListPage } from '@showroom/contract';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import {
  callApi,
  expect,
  expectAccessible,
  fitsWidth,
  gridRows,
  signIn,
  test,
  shot,
} from './fixtures';

/*
 * Bulk edit (ADR 055): a super admin selects a page of 50 cars, sets a field on all of them
 * through the "Edit fields" dialog (preview, apply, result), and undoes it from the result with
 * the keyboard; a status move the server refuses for some cars is listed with its reason before
 * anything changes; publishing pending cars is said to be past undoing before Apply, and the
 * result offers no Undo; an editor does the same in Arabic, in the dark theme, on a phone.
 */

/** A pending car's body, made of the first seeded brand, category and dealer. */
async function pendingCarBody(page: Page) {
  type Rows = { rows: { id: number }[] };
  const [brand] = (await callApi<Rows>(page, 'GET', '/brand/admin?limit=1')).rows;
  const [category] = (await callApi<Rows>(page, 'GET', '/category/admin?limit=1')).rows;
  const [seller] = (
    await callApi<Rows>(page, 'GET', '/auth/users/list?kind=dealer&status=active&limit=1')
  ).rows;
  if (!brand || !category || !seller) throw new Error('no seeded data');
  return {
    brandId: brand.id,
    model: 'Prado',
    categoryId: category.id,
    year: 2021,
    price: 7_750_000,
    currency: 'AED',
    transmission: 'automatic',
    fuel: 'petrol',
    userId: seller.id,
    status: 'pending',
  };
}

/** The first 50 cars of the list, as the API has them now. */
const firstFifty = async (page: Page) =>
  (await callApi<ListPage<Car>>(page, 'GET', '/cars/?limit=50')).rows;

async function selectPage(page: Page, count: number) {
  await expect.poll(() => gridRows(page).count()).toBe(count);
  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  const bar = page.getByRole('region', { name: 'Actions on the selected rows' });
  await bar.getByText(`${count} selected`).waitFor();
  return bar;
}

describe('bulk edit', () => {
  test('features 50 cars at once, shows the result, and its Undo, by keyboard, puts them back', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars?limit=50');
    const before = await firstFifty(page);
    const bar = await selectPage(page, 50);
    await bar.getByRole('button', { name: 'Edit fields', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit fields of 50 cars' });
    await dialog.getByRole('checkbox', { name: 'Change “Featured”' }).check();
    await dialog.getByRole('switch', { name: 'Featured', exact: true }).check();
    await expectAccessible(dialog);
    await shot(page, 'bulk-choose');
    await dialog.getByRole('button', { name: 'Preview', exact: true }).click();

    const toChange = before.filter((car) => !car.isFeatured).length;
    await dialog.getByText(`${toChange} cars will change.`).waitFor();
    if (toChange < 50) await dialog.getByText(/^\d+ cars? already set to these values/).waitFor();
    // Nothing is written by the preview.
    expect((await firstFifty(page)).filter((car) => car.isFeatured).length).toBe(50 - toChange);
    await shot(page, 'bulk-preview');

    await dialog.getByRole('button', { name: `Apply to ${toChange} cars`, exact: true }).click();
    await dialog.getByText(`${toChange} cars changed.`).waitFor();
    await expectAccessible(dialog);
    await shot(page, 'bulk-result');
    expect((await firstFifty(page)).every((car) => car.isFeatured)).toBe(true);

    // Undo sits beside Close, which has the focus: Tab reaches it, Enter presses it.
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    await expect
      .poll(() => close.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Tab');
    const undo = dialog.getByRole('button', { name: 'Undo', exact: true });
    await expect
      .poll(() => undo.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByText(`Put back as before: ${toChange} cars.`).waitFor();
    expect(await undo.count()).toBe(0);
    const after = await firstFifty(page);
    expect(after.map((car) => [car.id, car.isFeatured])).toEqual(
      before.map((car) => [car.id, car.isFeatured]),
    );
  });

  // Several hundred records written and put back: more than the usual minute on a busy machine.
  test(
    'edits every car that matches, a hundred a request, and undoes them all',
    {
      timeout: 180_000,
    },
    async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/cars?limit=100&status=published');
      const { count } = await callApi<ListPage<Car>>(
        page,
        'GET',
        '/cars/?limit=1&status=published',
      );
      expect(count).toBeGreaterThan(100);
      const categoriesOf = async () =>
        (await callApi<ListPage<Car>>(page, 'GET', '/cars/?limit=100&status=published')).rows.map(
          (car) => [car.id, car.categoryId],
        );
      const before = await categoriesOf();
      const bar = await selectPage(page, 100);
      await bar.getByRole('button', { name: `Select all ${count} cars that match` }).click();
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/cars/bulk-edit')) requests.push(request.url());
      });
      await bar.getByRole('button', { name: 'Edit fields', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Edit fields of ${count} cars` });
      await dialog.getByRole('checkbox', { name: 'Change “Category”' }).check();
      await dialog.getByRole('combobox', { name: 'Category' }).click();
      const category = page.getByRole('option').first();
      const categoryName = (await category.textContent()) ?? '';
      await category.click();
      await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
      await dialog.getByText(/cars? will change\.|Nothing will change\./).waitFor();
      const requestsPerPass = Math.ceil(count / 100);
      expect(requests).toHaveLength(requestsPerPass);
      const apply = dialog.getByRole('button', { name: /^Apply to/ });
      await apply.click();
      await dialog.getByText(/cars? changed\./).waitFor();
      expect(requests).toHaveLength(2 * requestsPerPass);
      const published = await callApi<ListPage<Car>>(
        page,
        'GET',
        '/cars/?limit=100&status=published',
      );
      const categories = await callApi<{ rows: { id: number; nameEn: string }[] }>(
        page,
        'GET',
        '/category/admin?limit=100',
      );
      const chosen = categories.rows.find((row) => row.nameEn === categoryName);
      expect(published.rows.every((car) => car.categoryId === chosen?.id)).toBe(true);
      await dialog.getByRole('button', { name: 'Undo', exact: true }).click();
      await dialog.getByText(/^Put back as before: \d+ cars?\.$/).waitFor();
      expect(await categoriesOf()).toEqual(before);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    },
  );

  test('lists the cars a status move is refused for, and why, before anything changes', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars?limit=20&status=pending');
    const bar = await selectPage(page, 20);
    await bar.getByRole('button', { name: 'Edit fields', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit fields of 20 cars' });
    await dialog.getByRole('checkbox', { name: 'Change “Status”' }).check();
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sold', exact: true }).click();
    // Keyboard: the form's submit button is reached with Enter from the form.
    await dialog.getByRole('button', { name: 'Preview', exact: true }).press('Enter');
    await dialog.getByText('Nothing will change.').waitFor();
    await dialog.getByText('20 cars will be refused:').waitFor();
    const refused = dialog.getByRole('region', { name: 'Records refused, and why' });
    await expect.poll(() => refused.getByRole('listitem').count()).toBe(20);
    await refused
      .getByText(/cannot go from pending to sold/)
      .first()
      .waitFor();
    expect(await dialog.getByRole('button', { name: /^Apply to/ }).count()).toBe(0);
    await shot(page, 'bulk-refused');
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'Change “Status”' }).waitFor();
  });

  test('says before Apply that publishing pending cars cannot be undone, and offers no Undo', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars');
    const stamp = `E2E One-way ${Date.now()}`;
    const body = await pendingCarBody(page);
    for (const n of [1, 2])
      await callApi(page, 'POST', '/cars', { ...body, title: `${stamp} ${n}` });
    await page.goto(`/dashboard/cars?status=pending&search=${encodeURIComponent(stamp)}`);
    const bar = await selectPage(page, 2);
    await bar.getByRole('button', { name: 'Edit fields', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit fields of 2 cars' });
    await dialog.getByRole('checkbox', { name: 'Change “Status”' }).check();
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published', exact: true }).click();
    await dialog.getByRole('button', { name: 'Preview', exact: true }).click();

    await dialog.getByText('2 cars will change.').waitFor();
    await dialog.getByText("This can't be undone: Undo cannot put 2 cars back.").waitFor();
    const oneWay = dialog.getByRole('region', { name: 'Records Undo cannot put back, and why' });
    await expect.poll(() => oneWay.getByRole('listitem').count()).toBe(2);
    await oneWay
      .getByText(/cannot go from published to pending/)
      .first()
      .waitFor();
    await expectAccessible(dialog);
    await shot(page, 'bulk-one-way');

    await dialog
      .getByRole('button', { name: "Apply to 2 cars — this can't be undone", exact: true })
      .click();
    await dialog.getByText('2 cars changed.').waitFor();
    expect(await dialog.getByRole('button', { name: /Undo/ }).count()).toBe(0);
    const listed = await callApi<ListPage<Car>>(
      page,
      'GET',
      `/cars/?search=${encodeURIComponent(stamp)}`,
    );
    expect(listed.rows.map((car) => car.status)).toEqual(['published', 'published']);
  });

  describe('on a phone', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('works in Arabic and the dark theme, right to left, without scrolling sideways', async ({
      page,
    }) => {
      await signIn(page, accounts.editor, '/dashboard/cars?limit=10');
      await page.evaluate(() =>
        localStorage.setItem(
          'showroom.settings',
          JSON.stringify({ theme: 'blueDark', topbarTheme: 'blueDark', language: 'ar' }),
        ),
      );
      await page.goto('/dashboard/cars?limit=10');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
      await gridRows(page).first().waitFor();
      await gridRows(page).first().getByRole('checkbox').check();
      await page.getByRole('button', { name: 'تعديل الحقول', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: 'تغيير «مميزة»' }).check();
      await dialog.getByRole('switch', { name: 'مميزة', exact: true }).check();
      await shot(page, 'bulk-phone-ar-choose');
      await dialog.getByRole('button', { name: 'معاينة', exact: true }).click();
      await dialog.getByRole('status').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await expectAccessible(dialog);
      await shot(page, 'bulk-phone-ar');
    });
  });
});
