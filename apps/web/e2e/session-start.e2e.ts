import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, expect, signIn, test } from './fixtures';

const DETAILS = '/dashboard/cars/5/details';
const ANALYTICS = '/dashboard/analytics';

/** The two stored tokens as the page's storage holds them now. */
const storedTokens = (page: Page) =>
  page.evaluate(
    ([access, refresh]) => ({
      access: localStorage.getItem(access),
      refresh: localStorage.getItem(refresh),
    }),
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY] as const,
  );

/** The signed-in shell shows (its main navigation), not the sign-in form. */
const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).first();

const unreachableHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Waiting for the server' });

describe('a session start-up that is cut off', () => {
  test('leaving a page while it starts (a quick navigation, a reload, Back), 20 times, never signs out', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, ANALYTICS);
    await mainNavigation(page).waitFor();
    const signedIn = await storedTokens(page);
    const signInPages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/session/'))
        signInPages.push(frame.url());
    });

    for (let attempt = 0; attempt < 20; attempt += 1) {
      // As soon as the document has loaded the app starts checking the session: leave then,
      // or a few milliseconds later, while that check is on its way.
      await page.goto(DETAILS, { waitUntil: 'domcontentloaded' });
      await page.waitForTimeout((attempt * 7) % 40);
      switch (attempt % 3) {
        case 0:
          await page.goto(ANALYTICS, { waitUntil: 'domcontentloaded' });
          break;
        case 1:
          await page.reload({ waitUntil: 'domcontentloaded' });
          break;
        default:
          await page.goBack({ waitUntil: 'domcontentloaded' });
      }
      // The access token is still the one the server gave: nothing was refreshed or cleared.
      expect(await storedTokens(page), `attempt ${attempt}`).toEqual(signedIn);
    }

    await page.goto(ANALYTICS);
    await mainNavigation(page).waitFor();
    expect(new URL(page.url()).pathname).toBe(ANALYTICS);
    expect(signInPages).toEqual([]);
    expect(await storedTokens(page)).toEqual(signedIn);
  });

  test('a dropped network while the session is checked keeps the tokens, and the page opens once it is back', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, ANALYTICS);
    await mainNavigation(page).waitFor();
    const signedIn = await storedTokens(page);

    let reachable = false;
    await page.route('**/api/v1/admin/getAdminByToken', (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto(DETAILS);
    await unreachableHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe(DETAILS);
    expect(await storedTokens(page)).toEqual(signedIn);
    // It keeps trying on its own while the network is down, and keeps the tokens.
    await page.waitForTimeout(2_500);
    expect(await unreachableHeading(page).count()).toBe(1);
    expect(await storedTokens(page)).toEqual(signedIn);

    reachable = true;
    await mainNavigation(page).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(DETAILS);
    expect(await storedTokens(page)).toEqual(signedIn);
  });

  test('a server that cannot answer now (503) keeps the session; "Try again" opens the page once it can', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, ANALYTICS);
    await mainNavigation(page).waitFor();
    const signedIn = await storedTokens(page);

    let available = false;
    await page.route('**/api/v1/admin/getAdminByToken', (route) =>
      available
        ? route.continue()
        : route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 503,
              code: 'SERVICE_UNAVAILABLE',
              message: 'The service is unavailable, try again shortly',
            }),
          }),
    );
    await page.goto(DETAILS);
    await unreachableHeading(page).waitFor();
    expect(await storedTokens(page)).toEqual(signedIn);

    available = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await mainNavigation(page).waitFor();
    expect(new URL(page.url()).pathname).toBe(DETAILS);
    expect(await storedTokens(page)).toEqual(signedIn);
  });

  test('a token refresh cut off by the network keeps the refresh token, and renews once the network is back', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, ANALYTICS);
    await mainNavigation(page).waitFor();
    const { refresh } = await storedTokens(page);
    // An access token the server no longer takes: starting up needs a refresh.
    await page.evaluate((key) => localStorage.setItem(key, 'expired.or.garbage'), ACCESS_TOKEN_KEY);

    let reachable = false;
    await page.route('**/api/v1/admin/refreshToken', (route) =>
      reachable ? route.continue() : route.abort('connectionreset'),
    );
    await page.goto(DETAILS);
    await unreachableHeading(page).waitFor();
    expect(await storedTokens(page)).toEqual({ access: 'expired.or.garbage', refresh });
    expect(await page.getByText('Your session has ended').count()).toBe(0);

    reachable = true;
    await mainNavigation(page).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(DETAILS);
    const renewed = await storedTokens(page);
    expect(renewed.refresh).toBeTruthy();
    expect(renewed.refresh).not.toBe(refresh);
    expect(renewed.access).not.toBe('expired.or.garbage');
  });

  test('a refresh the server refuses (401) does sign out, and sign-in returns to the page', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, ANALYTICS);
    await mainNavigation(page).waitFor();
    // Signed out elsewhere: the server has revoked this session.
    const response = await page.request.post('/api/v1/admin/logout', {
      headers: { Authorization: `Bearer ${(await storedTokens(page)).access ?? ''}` },
    });
    expect(response.status()).toBe(200);
    await page.evaluate((key) => localStorage.setItem(key, 'expired.or.garbage'), ACCESS_TOKEN_KEY);

    const refreshAnswers: number[] = [];
    page.on('response', (answer) => {
      if (answer.url().endsWith('/api/v1/admin/refreshToken')) refreshAnswers.push(answer.status());
    });
    await page.goto(DETAILS);
    await page.waitForURL('**/session/signin');
    expect(refreshAnswers).toEqual([401]);
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

    await page.getByLabel('Email or phone').fill(accounts.superAdmin);
    await page.locator('input[name="password"]').fill('e2e-password-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`**${DETAILS}`);
  });
});
