import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { callApi, expect, expectAccessible, gridRows, rowWith, signIn, test } from './fixtures';

/** The toast that says `text`. */
const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

/** Whether a button is painted in the theme's error colour (MUI's contained error button). */
const inErrorColour = async (button: Locator) =>
  ((await button.getAttribute('class')) ?? '').includes('MuiButton-colorError');

/** The name in the first data row of the list, once it shows. */
async function firstRowText(page: Page, field: string) {
  const first = gridRows(page).first();
  await first.waitFor();
  return ((await first.locator(`[data-field="${field}"]`).textContent()) ?? '').trim();
}

describe('actions say what they do', () => {
  test('rejecting a car asks why (required), says Reject in red, and toasts the car rejected', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars?status=pending');
    const title = await firstRowText(page, 'title');
    await page.getByRole('button', { name: `Reject ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject: ${title}` });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
    expect(await inErrorColour(reject)).toBe(true);
    await reject.click();
    await dialog.getByText('Say why the car is rejected').waitFor();
    await dialog.getByLabel(/^Reason/).fill('The photos show another car.');
    await reject.click();
    await toast(page, `${title} rejected`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rowWith(page, title).count()).toBe(0);

    // A move without a question toasts its outcome too, never "Done".
    const next = await firstRowText(page, 'title');
    await page.getByRole('button', { name: `Publish ${next}` }).click();
    await toast(page, `${next} published`).waitFor();
    expect(await page.getByText('Done', { exact: true }).count()).toBe(0);
    // The rejected car's page says why.
    await page.goto('/dashboard/cars?status=rejected');
    await page
      .getByRole('link', { name: `Details ${title}` })
      .first()
      .click();
    await page.getByText('Rejected: The photos show another car.').waitFor();
  });

  test('blocking asks for an optional reason, keeps it and shows it; unblocking clears it', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/users?kind=customer&status=active');
    const name = await firstRowText(page, 'name');
    const block = page.getByRole('button', { name: `Block ${name}` });
    // In the error colour, as Delete is, not as Edit.
    const colour = (locator: Locator) =>
      locator.evaluate((button) => getComputedStyle(button).color);
    expect(await colour(block)).toBe(
      await colour(page.getByRole('button', { name: `Delete ${name}` })),
    );
    expect(await colour(block)).not.toBe(
      await colour(page.getByRole('link', { name: `Edit ${name}` })),
    );
    await block.click();
    const dialog = page.getByRole('dialog', { name: `Block ${name}?` });
    await dialog.getByText(`${name} can no longer sign in`).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Block', exact: true });
    expect(await inErrorColour(confirm)).toBe(true);
    await dialog.getByLabel(/^Reason/).fill('Posted the same car forty times.');
    await confirm.click();
    await toast(page, `${name} blocked`).waitFor();
    await expect.poll(() => rowWith(page, name).count()).toBe(0);

    // The reason is kept and shown on the person's page, where they are unblocked.
    await page.goto('/dashboard/users?kind=customer&status=blocked');
    await page.getByRole('link', { name: `Open profile ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Blocked: Posted the same car forty times.').waitFor();
    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    await toast(page, `${name} unblocked`).waitFor();
    await expect
      .poll(() => page.getByText('Blocked: Posted the same car forty times.').count())
      .toBe(0);
    await page.getByRole('button', { name: 'Block', exact: true }).waitFor();

    // Blocking without a reason says so.
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
    await toast(page, `${name} blocked`).waitFor();
    await page.getByText('Blocked; no reason was given.').waitFor();
  });

  test('sending a draft now asks first, with Send, and toasts it sent', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/notifications');
    const titleEn = `Weekend offers ${Date.now()}`;
    await callApi(page, 'POST', '/notifications/general', {
      titleEn,
      bodyEn: 'Visit the showroom this weekend.',
      audience: 'dealers',
    });
    await page.goto('/dashboard/notifications?status=draft');
    await page.getByRole('button', { name: `Send now ${titleEn}` }).click();
    const dialog = page.getByRole('dialog', { name: `Send “${titleEn}” now to Dealers?` });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, `“${titleEn}” sent`).waitFor();
  });
});

describe('a sent notification', () => {
  test('opens read-only with when, to whom and how many', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/notifications');
    const titleEn = `Price drop ${Date.now()}`;
    const sent = await callApi<{ id: number; recipientsCount: number }>(
      page,
      'POST',
      '/notifications/general',
      { titleEn, bodyEn: 'Prices fell on twenty cars.', audience: 'all', sendNow: true },
    );
    await page.goto('/dashboard/notifications?status=sent');
    await page.getByRole('link', { name: `View ${titleEn}` }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/notifications/${sent.id}`);
    await page.getByRole('heading', { level: 1, name: titleEn }).waitFor();
    const people = sent.recipientsCount === 1 ? 'person' : 'people';
    await page
      .getByText(
        new RegExp(`^Sent on .+ to Everyone: reached ${sent.recipientsCount} ${people}\\.`),
      )
      .waitFor();
    await page.getByText('Prices fell on twenty cars.').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByText(/Edit Notification|built in/).count()).toBe(0);
    await expectAccessible(page.getByRole('heading', { name: 'Delivery' }));
    // The old address of its form opens the same page.
    await page.goto(`/dashboard/notifications/edit/${sent.id}`);
    await page.waitForURL((url) => url.pathname === `/dashboard/notifications/${sent.id}`);
  });
});

describe('a customer’s or dealer’s page', () => {
  test('shows who they are and short lists of their records, each linking to the filtered list', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/users');
    // Someone with a subscription (the seed gives them cars, subscriptions and ads).
    const subs = await callApi<{ rows: { userId: number }[] }>(page, 'GET', '/subs/admin?limit=1');
    const userId = subs.rows[0]?.userId ?? 0;
    const user = await callApi<{ name: string; email: string; kind: string }>(
      page,
      'GET',
      `/auth/users/${userId}`,
    );
    const [subject] = await callApi<{ id: number }[]>(page, 'GET', '/contactUs/subjects/admin');
    const message = `Can I list more cars? ${Date.now()}`;
    await callApi(page, 'POST', '/contactUs/queries', {
      subjectId: subject?.id,
      name: user.name,
      email: user.email,
      message,
    });

    await page.goto(`/dashboard/users/${userId}`);
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await page.getByText(user.email).waitFor();
    for (const section of ['Cars', 'Offers', 'Subscriptions', 'Ads', 'Customer queries'])
      await page.getByRole('region', { name: section }).waitFor();
    const queries = page.getByRole('region', { name: 'Customer queries' });
    await queries.getByRole('link', { name: message }).waitFor();
    await expectAccessible(page.getByRole('region', { name: 'Customer queries' }));

    await page
      .getByRole('region', { name: 'Subscriptions' })
      .getByRole('link', { name: 'All Subscriptions' })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/dashboard/subscriptions' &&
        url.searchParams.get('userId') === String(userId),
    );
    // Every row is theirs.
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(0);
    expect(await rowWith(page, user.name).count()).toBe(await gridRows(page).count());

    await page.goBack();
    await queries.getByRole('link', { name: 'All Customer queries' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/dashboard/queries' && url.searchParams.get('userId') === String(userId),
    );
    await expect.poll(() => rowWith(page, message.slice(0, 20)).count()).toBe(1);

    // Titles follow the account's kind.
    await page.goto(`/dashboard/users/${userId}`);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    const kind = user.kind === 'dealer' ? 'Dealer' : 'Customer';
    await page.getByRole('heading', { level: 1, name: `Edit ${kind}: ${user.name}` }).waitFor();
  });

  test('a staff account keeps its form', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/users?kind=staff');
    const id = (await gridRows(page).first().getAttribute('data-id')) ?? '';
    await page.goto(`/dashboard/users/${id}`);
    await page.waitForURL((url) => url.pathname === `/dashboard/users/edit/${id}`);
    await page.getByRole('heading', { level: 1, name: /^Edit Staff Account: / }).waitFor();
  });
});

describe('smaller finishes', () => {
  test('the trash says when and by whom, and restores', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/colors');
    const nameEn = `Trash Teal ${Date.now()}`;
    const color = await callApi<{ id: number }>(page, 'POST', '/car-colors', {
      nameEn,
      hex: '#008080',
    });
    await callApi(page, 'DELETE', `/car-colors/${color.id}`);
    await page.goto('/dashboard/colors?trash=1');
    const row = rowWith(page, nameEn);
    await row.waitFor();
    await page.getByRole('columnheader', { name: 'Deleted', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Deleted by' }).waitFor();
    await expect
      .poll(async () =>
        ((await row.locator('[data-field="deletedBy"]').textContent()) ?? '').trim(),
      )
      .not.toBe('');
    const restore = page.getByRole('button', { name: `Restore ${nameEn}` });
    await restore.click();
    await toast(page, '1 color restored.').waitFor();
    await expect.poll(() => rowWith(page, nameEn).count()).toBe(0);
  });

  test('the list search shows one clear button, ours', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands?search=Toy');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.focus();
    expect(await page.getByRole('button', { name: 'Clear the search' }).count()).toBe(1);
    // A box of type "search" draws the browser's own clear button beside ours.
    expect(await box.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
  });

  test('an editor finds the charts page in the sidebar', async ({ page }) => {
    await signIn(page, accounts.editor, '/dashboard/analytics');
    await page.getByRole('navigation').getByRole('link', { name: 'Charts' }).click();
    await page.waitForURL((url) => url.pathname === '/charts/echarts');
  });
});
