import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts, PASSWORD } from './config';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  expect,
  seriousViolations,
  signIn,
  test,
} from './fixtures';

const grid = '[role="grid"]';

describe('signing in', () => {
  test('an unauthenticated visit goes to sign-in and comes back to the page first asked for', async ({
    page,
  }) => {
    await page.goto('/dashboard/brands?search=o&sortBy=nameEn&sortDirection=ASC');
    await page.waitForURL('**/session/signin');
    await page.getByLabel('Email or phone').fill(accounts.superAdmin);
    await page.locator('input[name="password"]').fill('e2e-password-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard/brands?search=o&sortBy=nameEn&sortDirection=ASC');
    await expect
      .poll(() => page.locator(`${grid} [role="row"][data-id]`).count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('o');
  });

  test('a wrong password says so on the form', async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByLabel('Email or phone').fill(accounts.editor);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).count())
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/session/signin');
  });

  test('empty fields are refused in the browser, under each field', async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByText('Required').count()).toBe(2);
    expect(await page.getByLabel('Email or phone').getAttribute('aria-invalid')).toBe('true');
  });

  test('the sign-in page has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByLabel('Email or phone').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an expired access token is refreshed without the user noticing', async ({ page }) => {
    await signIn(page, accounts.superAdmin);
    const before = await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY);
    await page.evaluate((key) => localStorage.setItem(key, 'expired.or.garbage'), ACCESS_TOKEN_KEY);
    await page.goto('/dashboard/brands?page=2');
    await expect
      .poll(() => page.locator(`${grid} [role="row"][data-id]`).count())
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard/brands');
    const after = await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await page.getByText('Your session has ended').count()).toBe(0);
  });

  test('a failed refresh clears the tokens and lands on sign-in, which returns to the page', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin);
    await expect
      .poll(() => page.locator(`${grid} [role="row"][data-id]`).count())
      .toBeGreaterThan(0);
    await page.evaluate(
      ([access, refresh]) => {
        localStorage.setItem(access, 'garbage');
        localStorage.setItem(refresh, 'revoked');
      },
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY] as const,
    );
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL('**/session/signin');
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY)).toBeNull();
    await page.getByLabel('Email or phone').fill(accounts.superAdmin);
    await page.locator('input[name="password"]').fill('e2e-password-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard/brands?page=2');
  });

  test('signing out forgets the session', async ({ page }) => {
    await signIn(page, accounts.superAdmin);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/session/signin');
    expect(await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY)).toBeNull();
    await page.goto('/dashboard/brands');
    await page.waitForURL('**/session/signin');
  });
});

describe('access', () => {
  test('a GUEST account sees the waiting-for-access page, with no bell and no live events', async ({
    page,
  }) => {
    const liveEvents: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/events') liveEvents.push(request.url());
    });
    await signIn(page, accounts.guest);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Waiting for access' }).count())
      .toBe(1);
    expect(await page.getByRole('link', { name: 'Brands' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
    expect(liveEvents).toEqual([]);
  });

  test('an EDITOR can edit brands but not delete them or open the trash', async ({ page }) => {
    await signIn(page, accounts.editor);
    await expect
      .poll(() => page.locator(`${grid} [role="row"][data-id]`).count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Trash' }).count()).toBe(0);
  });

  /**
   * Opens `path` signed out and waits on the sign-in page, counting the requests for the
   * signed-in app's registry chunk; `signIn` then signs in as the super admin.
   */
  async function signInWatchingAppChunks(page: Page, path: string) {
    const appChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/app-routes-[^/]*\.js$/.test(request.url())) appChunks.push(request.url());
    });
    await page.goto(path);
    await page.waitForURL('**/session/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const before = [...appChunks];
    await page.getByLabel('Email or phone').fill(accounts.superAdmin);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    return { before, after: appChunks };
  }

  test('the sign-in page does not download the signed-in app, which arrives once signed in', async ({
    page,
  }) => {
    const chunks = await signInWatchingAppChunks(page, '/session/signin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(chunks.before).toEqual([]);
    expect(chunks.after).toHaveLength(1);
  });

  test('a signed-out link into the dashboard goes to sign-in without the signed-in app, then on to the page', async ({
    page,
  }) => {
    const chunks = await signInWatchingAppChunks(page, '/dashboard/brands?sort=nameEn');
    await page.waitForURL('**/dashboard/brands?sort=nameEn');
    await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor();
    expect(chunks.before).toEqual([]);
    expect(chunks.after).toHaveLength(1);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
  });
});
