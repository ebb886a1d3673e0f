import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@showroom/contract';
import axe from 'axe-core';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { inject, test as base, expect } from 'vitest';
import { ADMIN_EMAIL, PASSWORD, chromiumPath } from './config';
import type { E2eServer } from './server';

export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY };
const artifacts = path.resolve(import.meta.dirname, '../test-results');

/**
 * This worker's own server: each worker (VITEST_POOL_ID 1, 2, …) has its own, with its own
 * database, so a file sees only its own worker's writes.
 */
export function server(): E2eServer {
  const servers = inject('servers');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  const own = servers[pool - 1];
  if (!own)
    throw new Error(
      `Worker ${pool} has no server of its own (${servers.length} started): ` +
        'E2E_WORKERS must match the number of workers.',
    );
  return own;
}

type Fixtures = { baseUrl: string; browser: Browser; page: Page };
type PageOptions = { viewport?: { width: number; height: number } };

/**
 * `page` is a fresh browser context per test on a laptop-sized screen; a failing test
 * leaves a full-page screenshot in apps/web/test-results/.
 */
export const test = base.extend<Fixtures & { pageOptions: PageOptions }>({
  baseUrl: [async ({}, use) => use(server().baseUrl), { scope: 'file' }],
  browser: [
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: chromiumPath(),
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  pageOptions: [{}, { injected: false }],
  page: async ({ browser, baseUrl, pageOptions, task }, use) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: pageOptions.viewport ?? { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    context.setDefaultTimeout(15_000);
    // Nothing leaves the machine: every request not to the test server is refused.
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    await use(page);
    if (task.result?.state === 'fail') {
      await mkdir(artifacts, { recursive: true });
      const name = task.name
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()
        .slice(0, 80);
      await page
        .screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true })
        .catch(() => undefined);
    }
    await context.close();
  },
});
export { expect };

/**
 * Saves a screen (or a part of it) for people to look at, when a run asks for them with
 * `E2E_SHOTS_DIR=/some/dir`; a plain run saves none.
 */
export async function shot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await target.screenshot({ path: path.join(dir, `${name}.png`), ...options });
}

/** Signs in through the form, starting from `path` (a signed-in route). */
export async function signIn(page: Page, email: string, path = '/dashboard/brands') {
  await page.goto(path);
  await page.waitForURL('**/session/signin');
  await page.getByLabel('Email or phone').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/session/'));
}

/** Signs out through the account menu, back to the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/session/signin');
}

/**
 * A new staff member of a system role, made by the super admin through the API; signed out
 * again. `label` names them (`label.<stamp>@showroom.local`). Answers their email.
 */
export async function newStaffMember(page: Page, level: 'ADMIN' | 'EDITOR', label: string) {
  await signIn(page, ADMIN_EMAIL, '/dashboard/roles');
  const roles = await callApi<{ id: number; level: string; isSystem: boolean }[]>(
    page,
    'GET',
    '/role/admin',
  );
  const stamp = Date.now().toString(36);
  const email = `${label}.${stamp}@showroom.local`;
  await callApi(page, 'POST', '/auth/users', {
    name: `${label} ${stamp}`,
    username: `${label}-${stamp}`,
    email,
    password: PASSWORD,
    kind: 'staff',
    roleId: roles.find((role) => role.level === level && role.isSystem)?.id,
  });
  await signOut(page);
  return email;
}

/** axe-core's violations of impact serious or critical on the current page. */
export async function seriousViolations(page: Page) {
  // Colours measured mid-transition (a theme just switched, a button's hover fading) are
  // neither the old nor the new ones: let every finite animation end first.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The grid's data rows. */
export const gridRows = (page: Page) => page.locator('[role="grid"] [role="row"][data-id]');

/** The grid's data rows that show `text`. */
export const rowWith = (page: Page, text: string) => gridRows(page).filter({ hasText: text });

/** The id of the grid's first data row, once it shows. */
export const firstRowId = async (page: Page) =>
  (await gridRows(page).first().getAttribute('data-id')) ?? '';

/** Once `ready` shows, the screen has no serious or critical accessibility violation. */
export async function expectAccessible(ready: Locator) {
  await ready.waitFor();
  expect(await seriousViolations(ready.page())).toEqual([]);
}

/** Once `ready` shows, the screen does not scroll sideways. */
export async function expectFitsWidth(ready: Locator) {
  await ready.waitFor();
  expect(await fitsWidth(ready.page())).toBe(true);
}

/** Types into the list's search box and waits until the URL holds the search. */
export async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

/**
 * Starts summing layout shifts not caused by input (CLS) on every document the page opens;
 * `cumulativeLayoutShift` reads the sum of the current document.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const cumulativeLayoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** The page never scrolls sideways. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A call to the API as the signed-in person (the test's own setup, not the screen's). */
export function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ key, method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem(key) ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as { statusCode: number; data: unknown };
      if (answer.statusCode !== 200)
        throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
      return answer.data;
    },
    { key: ACCESS_TOKEN_KEY, method, path, body },
  ) as Promise<T>;
}
