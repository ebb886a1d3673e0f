import { request, type Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { expect, fitsWidth, seriousViolations, signIn, test } from './fixtures';

/**
 * A customer writes through the marketplace's public contact form: no session, no cookies,
 * another client than the signed-in page.
 */
async function customerWrites(baseUrl: string, name: string) {
  const visitor = await request.newContext({ baseURL: baseUrl });
  try {
    const subjects = await visitor.get('/api/v1/contactUs/subjects');
    const [subject] = ((await subjects.json()) as { data: { id: number }[] }).data;
    if (!subject) throw new Error('the demo has no active contact-us subject');
    const sent = await visitor.post('/api/v1/contactUs/queries', {
      data: { subjectId: subject.id, name, email: 'buyer@example.com', message: 'Still for sale?' },
    });
    expect(sent.status()).toBe(200);
  } finally {
    await visitor.dispose();
  }
}

const bellButton = (page: Page) => page.getByTestId('bell-button');
const bellPanel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** Opens the bell and waits until its stream is live (which also marks it read). */
async function openLiveBell(page: Page) {
  await bellButton(page).click();
  await expect
    .poll(() => bellPanel(page).getByRole('status').textContent())
    .toBe('Live: new notices appear as they arrive.');
}

/** Marks the page's document so a reload (a new document) would be noticed. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The open-queries count the sidebar shows (0 when it shows none). */
async function openQueriesBadge(page: Page) {
  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('a[href="/dashboard/queries"]');
  const chip = link.locator('.MuiChip-root');
  if ((await chip.count()) === 0) return 0;
  return Number(await chip.locator('[aria-hidden="true"]').textContent());
}

describe('the live bell', () => {
  test('a customer query sent through the public API rings the bell of a signed-in page without a reload', async ({
    page,
    baseUrl,
  }) => {
    await signIn(page, accounts.editor, '/dashboard/brands');
    await openLiveBell(page);
    await page.keyboard.press('Escape');
    // (Not "no unread notices" here: other files' tests, running beside this one, file new
    // pending cars and queries for every editor at any moment.)
    // The support group holds the queries link; open it to read its live badge.
    await page.getByRole('button', { name: 'Support' }).click();
    const badgeBefore = await openQueriesBadge(page);
    await markDocument(page);

    await customerWrites(baseUrl, 'Layla Live');

    // Other suites may write too: at least this query is counted.
    await expect
      .poll(() => bellButton(page).getAttribute('aria-label'))
      .toMatch(/^Notifications: \d+ unread$/);
    await expect.poll(() => openQueriesBadge(page)).toBeGreaterThan(badgeBefore);
    expect(await sameDocument(page)).toBe(true);
    // The unread count and the live badge are readable too.
    expect(await seriousViolations(page)).toEqual([]);

    await bellButton(page).click();
    const newest = bellPanel(page).getByRole('listitem').first();
    await expect.poll(() => newest.textContent()).toContain('New query from Layla Live');
    expect(await seriousViolations(page)).toEqual([]);
    await newest.getByText('New query from Layla Live').click();
    await page.waitForURL('**/dashboard/queries');
    expect(await sameDocument(page)).toBe(true);
  });

  test('removes one notice, then clears all after asking', async ({ page, baseUrl }) => {
    await signIn(page, accounts.admin, '/dashboard/brands');
    await openLiveBell(page);
    await customerWrites(baseUrl, 'Omar First');
    await customerWrites(baseUrl, 'Omar Second');
    const items = bellPanel(page).getByRole('listitem');
    await expect.poll(() => items.first().textContent()).toContain('New query from Omar Second');
    const before = await items.count();

    await bellPanel(page)
      .getByRole('button', { name: 'Remove “New query from Omar Second”' })
      .click();
    await expect.poll(() => items.count()).toBe(before - 1);
    expect(await bellPanel(page).getByText('New query from Omar Second').count()).toBe(0);
    // Said to a screen reader inside the panel; no toast lies over the panel's buttons.
    await expect
      .poll(() => bellPanel(page).getByTestId('bell-said').textContent())
      .toBe('The notification was removed.');
    expect(await page.locator('.Toastify__toast').count()).toBe(0);

    await bellPanel(page).getByRole('button', { name: 'Clear all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear all notifications?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => items.count()).toBe(before - 1);
    await bellPanel(page).getByRole('button', { name: 'Clear all' }).click();
    await confirm.getByRole('button', { name: 'Clear all' }).click();
    await expect
      .poll(() => bellPanel(page).getByText('You have no notifications.').count())
      .toBe(1);
    expect(await bellPanel(page).getByTestId('bell-said').textContent()).toBe(
      'Your notifications were cleared.',
    );
  });

  test('refetches the bell when the stream reconnects after being away', async ({
    page,
    baseUrl,
  }) => {
    // The stream cannot get through (a proxy refusing it) until `reachable` turns true.
    let reachable = false;
    await page.route('**/api/v1/events', (route) =>
      reachable
        ? route.continue()
        : route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' }),
    );
    await signIn(page, accounts.superAdmin, '/dashboard/brands');
    await bellButton(page).click();
    await expect
      .poll(() => bellPanel(page).getByRole('status').textContent())
      .toBe('Reconnecting to live updates…');
    // The bell's first read is done (on a busy machine it can still be on its way here, and
    // would then find the query below).
    await expect.poll(() => bellPanel(page).locator('[aria-busy="true"]').count()).toBe(0);
    // Sent while this page hears nothing: only the refetch on reconnecting can show it.
    await customerWrites(baseUrl, 'Sami Away');
    expect(await bellPanel(page).getByText('New query from Sami Away').count()).toBe(0);
    reachable = true;
    await expect
      .poll(() => bellPanel(page).getByRole('status').textContent(), { timeout: 45_000 })
      .toBe('Live: new notices appear as they arrive.');
    await expect.poll(() => bellPanel(page).getByText('New query from Sami Away').count()).toBe(1);
  });

  test('reads right to left in Arabic on a dark theme at phone width', async ({
    browser,
    baseUrl,
  }) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    try {
      await signIn(page, accounts.admin, '/dashboard/brands');
      await page.evaluate(() =>
        localStorage.setItem(
          'showroom.settings',
          JSON.stringify({ theme: 'blueDark', topbarTheme: 'blueDark', language: 'ar' }),
        ),
      );
      await page.reload();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      await customerWrites(baseUrl, 'Huda Arabic');
      await expect
        .poll(() => bellButton(page).getAttribute('aria-label'))
        .toMatch(/^الإشعارات غير المقروءة: \d+$/);
      expect(await seriousViolations(page)).toEqual([]);
      await bellButton(page).click();
      const panel = page.getByRole('dialog', { name: 'الإشعارات' });
      await expect
        .poll(() => panel.getByRole('listitem').first().textContent())
        .toContain('Huda Arabic');
      expect(await fitsWidth(page)).toBe(true);
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
