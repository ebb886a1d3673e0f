import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import {
  callApi,
  expect,
  fitsWidth,
  gridRows,
  rowWith,
  search,
  seriousViolations,
  signIn,
  test,
} from './fixtures';

async function save(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
}

const lists = [
  '/dashboard/packages',
  '/dashboard/offers',
  '/dashboard/subscriptions',
  '/dashboard/ads',
];

describe('marketplace screens', () => {
  test('packages: seeded rows with their prices, sorted by price in the URL', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/packages?sortBy=price&sortDirection=DESC');
    await expect.poll(() => rowWith(page, 'Dealer Pro').count()).toBe(1);
    expect(await rowWith(page, 'Silver').locator('[data-field="price"]').textContent()).toContain(
      '149',
    );
    await expect
      .poll(() => gridRows(page).first().locator('[data-field="nameEn"]').textContent())
      .toBe('Dealer Pro');
  });

  test('packages: create with a price in AED → listed → trash → restore', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/packages/create');
    const name = `E2E Platinum ${Date.now()}`;
    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Price').fill('25.50');
    await page.getByLabel('Duration (days)').fill('60');
    await page.getByLabel(/^Ads/).fill('3');
    await page.getByLabel('Featured ads').fill('5');
    await save(page, 'Create Package');
    await expect.poll(() => page.getByText('Must not exceed the ads limit (3)').count()).toBe(1);
    await page.getByLabel('Featured ads').fill('1');
    await save(page, 'Create Package');
    await page.waitForURL((url) => url.pathname === '/dashboard/packages');
    await search(page, name);
    await expect.poll(() => rowWith(page, name).count()).toBe(1);
    expect(await rowWith(page, name).locator('[data-field="price"]').textContent()).toContain(
      '25.50',
    );

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rowWith(page, name).count()).toBe(0);
    await page.getByRole('button', { name: 'Trash' }).click();
    await page.waitForURL((url) => url.searchParams.get('trash') === '1');
    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await expect.poll(() => page.getByRole('button', { name: `Restore ${name}` }).count()).toBe(0);
    await page
      .getByRole('group', { name: 'Which records to show' })
      .getByRole('button', { name: 'Packages' })
      .click();
    await expect.poll(() => rowWith(page, name).count()).toBe(1);
  });

  test('offers: status tabs in the URL, a pending offer is cancelled', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/offers');
    await gridRows(page).first().waitFor();
    await page.getByRole('tab', { name: 'Pending' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    const first = gridRows(page).first();
    await first.waitFor();
    await expect.poll(() => gridRows(page).filter({ hasNotText: 'Pending' }).count()).toBe(0);
    const id = (await first.getAttribute('data-id')) ?? '';
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create Offer' }).count()).toBe(0);
    await page.getByRole('button', { name: `Cancel offer #${id}` }).click();
    await expect.poll(() => page.locator(`[role="row"][data-id="${id}"]`).count()).toBe(0);
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'cancelled');
    await expect.poll(() => page.locator(`[role="row"][data-id="${id}"]`).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Cancel offer #${id}` }).count()).toBe(0);
  });

  test('subscriptions: expiry dates, the status filter, an active one is cancelled', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/subscriptions');
    await gridRows(page).first().waitFor();
    expect(
      (await gridRows(page).first().locator('[data-field="endsAt"]').textContent())?.trim(),
    ).not.toBe('');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'active');
    await expect.poll(() => gridRows(page).filter({ hasNotText: 'Active' }).count()).toBe(0);
    const id = (await gridRows(page).first().getAttribute('data-id')) ?? '';
    await page.getByRole('button', { name: `Cancel subscription #${id}` }).click();
    await expect.poll(() => page.locator(`[role="row"][data-id="${id}"]`).count()).toBe(0);
    await page.goto('/dashboard/subscriptions?status=cancelled');
    await expect.poll(() => page.locator(`[role="row"][data-id="${id}"]`).count()).toBe(1);
  });

  test('subscriptions: one cancelled while its Extend dialog is open is not extended', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/subscriptions?status=active');
    await gridRows(page).first().waitFor();
    const id = (await gridRows(page).first().getAttribute('data-id')) ?? '';
    await page.getByRole('button', { name: `Extend subscription #${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Extend subscription #${id}` });
    await dialog.getByLabel(/^Expires/).waitFor();
    // Someone else cancels it meanwhile.
    await callApi(page, 'POST', `/subs/${id}/status`, { status: 'cancelled' });
    const field = dialog.getByLabel(/^Expires/);
    await field.fill('2099-01-01T09:30');
    await page.keyboard.press('Enter');
    const stale = page.getByRole('dialog', { name: 'Someone else changed this record' });
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page
      .locator('.Toastify__toast')
      .filter({ hasText: `“Extend subscription” is no longer possible: #${id} has changed.` })
      .waitFor();
    const saved = await callApi<{ status: string }>(page, 'GET', `/subs/${id}`);
    expect(saved.status).toBe('cancelled');
  });

  test('subscriptions: an active one is extended to a later end, shown in the list', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/subscriptions?status=active');
    await gridRows(page).first().waitFor();
    const id = (await gridRows(page).first().getAttribute('data-id')) ?? '';
    const row = page.locator(`[role="row"][data-id="${id}"]`);
    const { endsAt } = await callApi<{ endsAt: string }>(page, 'GET', `/subs/${id}`);
    // Forty days later at 09:30, typed as the datetime-local field takes it (local time).
    const later = new Date(endsAt);
    later.setDate(later.getDate() + 40);
    later.setHours(9, 30, 0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const typed = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T09:30`;

    await page.getByRole('button', { name: `Extend subscription #${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Extend subscription #${id}` });
    const field = dialog.getByLabel(/^Expires/);
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    // The current end is refused under the field.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.getByText(/^Must be later than the current end/).count())
      .toBe(1);
    await field.fill(typed);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() =>
        page
          .locator('.Toastify__toast')
          .filter({ hasText: `Subscription #${id} extended` })
          .count(),
      )
      .toBe(1);
    const shown = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      later.toISOString(),
    );
    await expect
      .poll(async () => (await row.locator('[data-field="endsAt"]').textContent())?.trim())
      .toBe(shown);
    const saved = await callApi<{ endsAt: string }>(page, 'GET', `/subs/${id}`);
    expect(new Date(saved.endsAt).getTime()).toBe(later.getTime());
  });

  test('ads: placements, status tabs, an active ad is paused and resumed', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/ads?status=active');
    await gridRows(page).first().waitFor();
    await expect.poll(() => gridRows(page).filter({ hasNotText: 'Active' }).count()).toBe(0);
    const id = (await gridRows(page).first().getAttribute('data-id')) ?? '';
    expect(await page.getByRole('button', { name: `Approve ad #${id}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Pause ad #${id}` }).click();
    await expect.poll(() => page.locator(`[role="row"][data-id="${id}"]`).count()).toBe(0);
    await page.getByRole('tab', { name: 'Paused' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'paused');
    await page.getByRole('button', { name: `Resume ad #${id}` }).click();
    await expect.poll(() => page.locator(`[role="row"][data-id="${id}"]`).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Placement' }).click();
    await page.getByRole('option', { name: 'Featured' }).click();
    await page.waitForURL((url) => url.searchParams.get('placement') === 'featured');
  });

  test('cars: search, and the status and seller filters read from the URL', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars?status=published');
    await gridRows(page).first().waitFor();
    await expect.poll(() => gridRows(page).filter({ hasNotText: 'Published' }).count()).toBe(0);
    const title =
      (await gridRows(page).first().locator('[data-field="title"]').textContent()) ?? '';
    await search(page, title);
    await expect.poll(() => rowWith(page, title).count()).toBeGreaterThan(0);
    const listed = page.waitForResponse(
      (response) =>
        response.url().includes('/cars/?') &&
        new URL(response.url()).searchParams.get('userId') === '999999',
    );
    await page.goto('/dashboard/cars?userId=999999');
    expect((await listed).status()).toBe(200);
    await expect.poll(() => gridRows(page).count()).toBe(0);
  });

  test('offers, subscriptions and ads name the car, buyer, seller and package, not their ids', async ({
    page,
  }) => {
    const bareId = /^\s*#?\d+\s*$/;
    const cellsOf = (field: string) =>
      gridRows(page)
        .locator(`[data-field="${field}"]`)
        .evaluateAll((cells) => cells.map((cell) => cell.textContent));
    const named = async (field: string) => {
      await expect
        .poll(async () => (await cellsOf(field)).some((text) => bareId.test(text) || text === '…'))
        .toBe(false);
      expect((await cellsOf(field)).length).toBeGreaterThan(0);
    };
    await signIn(page, accounts.superAdmin, '/dashboard/offers');
    await gridRows(page).first().waitFor();
    await named('carId');
    await named('buyerId');
    // An offer's amount is in its car's currency (the demo cars are priced in AED).
    await expect
      .poll(async () => (await cellsOf('amount')).every((text) => text.includes('AED')))
      .toBe(true);
    await page.goto('/dashboard/subscriptions');
    await gridRows(page).first().waitFor();
    await named('userId');
    await named('packId');
    await page.goto('/dashboard/ads');
    await gridRows(page).first().waitFor();
    await named('carId');
    await named('userId');
  });

  test('the marketplace lists have no serious or critical accessibility violation', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, lists[0]);
    for (const list of lists) {
      await page.goto(list);
      await gridRows(page).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.goto('/dashboard/packages/create');
    await page.getByLabel('Name (English)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the marketplace lists do not scroll sideways', async ({ page }) => {
      await signIn(page, accounts.superAdmin, lists[0]);
      for (const list of lists) {
        await page.goto(list);
        await gridRows(page).first().waitFor();
        expect(await fitsWidth(page)).toBe(true);
      }
      await page.goto('/dashboard/packages/create');
      await page.getByLabel('Name (English)').waitFor();
      expect(await fitsWidth(page)).toBe(true);
    });
  });
});
