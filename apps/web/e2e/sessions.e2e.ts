import type { Role, Session, User } from '@showroom/contract';
import type { Browser, Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts, PASSWORD } from './config';
import { expect, expectAccessible, fitsWidth, signIn, test, shot } from './fixtures';

/*
 * Sessions a person can see and end (ADR 050): a staff member signed in in two browsers lists
 * their sessions in one and ends the other's, which is sent to the sign-in page on its next
 * request; a super admin sees and ends a staff member's sessions from the users list.
 */

const FIREFOX_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';

async function api<T>(
  baseUrl: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

/** A new Editor with a name of its own, made by the super admin through the API. */
async function newEditor(baseUrl: string) {
  const { accessToken } = await api<Session>(baseUrl, 'POST', '/admin/login', undefined, {
    emailOrPhone: accounts.superAdmin,
    password: PASSWORD,
  });
  const roles = await api<Role[]>(baseUrl, 'GET', '/role/admin', accessToken);
  const editor = roles.find((role) => role.isSystem && role.level === 'EDITOR')!;
  const tag = Date.now().toString(36);
  return api<User>(baseUrl, 'POST', '/auth/users', accessToken, {
    name: `Rania ${tag}`,
    username: `rania-${tag}`,
    email: `rania-${tag}@showroom.test`,
    kind: 'staff',
    password: PASSWORD,
    roleId: editor.id,
  });
}

async function openContext(browser: Browser, baseUrl: string, userAgent?: string) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 900 },
    ...(userAgent ? { userAgent } : {}),
  });
  context.setDefaultTimeout(15_000);
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  );
  return { context, page: await context.newPage() };
}

const sessionsCard = (page: Page) => page.getByRole('region', { name: 'Sessions' });
const sessionItems = (page: Page) => sessionsCard(page).getByRole('listitem');

describe('sessions', () => {
  test('one browser ends the other’s session, which is sent to sign-in on its next request', async ({
    browser,
    baseUrl,
    page,
  }) => {
    const person = await newEditor(baseUrl);
    const other = await openContext(browser, baseUrl, FIREFOX_ON_MAC);
    try {
      await signIn(other.page, person.email, '/dashboard/brands');
      await other.page.getByRole('heading', { name: 'Brands', level: 1 }).waitFor();

      await signIn(page, person.email, '/dashboard/account');
      await expect.poll(() => sessionItems(page).count()).toBe(2);
      const mine = sessionItems(page).filter({ hasText: 'This session' });
      await expect.poll(() => mine.count()).toBe(1);
      expect(await mine.getByRole('button').count()).toBe(0);
      const theirs = sessionItems(page).filter({ hasText: 'Firefox 133 on Mac OS 14.5' });
      expect(await theirs.textContent()).toContain('Address 127.0.0.1');
      await expectAccessible(sessionsCard(page));
      await shot(page, 'sessions-list', { fullPage: true });

      await theirs.getByRole('button', { name: 'End session: Firefox 133 on Mac OS 14.5' }).click();
      const dialog = page.getByRole('dialog', { name: 'End this session?' });
      expect(await dialog.textContent()).toContain(
        'Firefox 133 on Mac OS 14.5 will be signed out on its next request.',
      );
      await expectAccessible(dialog);
      await shot(page, 'sessions-confirm', { fullPage: true });
      await dialog.getByRole('button', { name: 'End session' }).click();
      await page.getByText('The session was ended').waitFor();
      await expect.poll(() => sessionItems(page).count()).toBe(1);
      await sessionsCard(page).getByText('No other session is open.').waitFor();

      // Its next request: refused, its refresh too, and the person is at the sign-in page.
      await other.page.reload();
      await other.page.waitForURL('**/session/signin');
      // This browser stays signed in.
      await page.reload();
      await expect.poll(() => sessionItems(page).count()).toBe(1);
    } finally {
      await other.context.close();
    }
  });

  test('ends every other session at once, and reads well on a phone, in Arabic too', async ({
    browser,
    baseUrl,
    page,
  }) => {
    const person = await newEditor(baseUrl);
    const others = [
      await openContext(browser, baseUrl, FIREFOX_ON_MAC),
      await openContext(browser, baseUrl),
    ];
    try {
      for (const other of others) await signIn(other.page, person.email, '/dashboard/brands');
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, person.email, '/dashboard/account');
      await expect.poll(() => sessionItems(page).count()).toBe(3);
      await expectAccessible(sessionsCard(page));
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'sessions-phone', { fullPage: true });

      await page.evaluate(() =>
        localStorage.setItem('showroom.settings', JSON.stringify({ language: 'ar' })),
      );
      await page.reload();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      const card = page.getByRole('region', { name: 'الجلسات' });
      await expect.poll(() => card.getByRole('listitem').count()).toBe(3);
      expect(await fitsWidth(page)).toBe(true);
      await expectAccessible(card);
      await shot(page, 'sessions-phone-ar', { fullPage: true });
      await page.evaluate(() =>
        localStorage.setItem('showroom.settings', JSON.stringify({ language: 'en' })),
      );
      await page.reload();

      await sessionsCard(page).getByRole('button', { name: 'End all other sessions' }).click();
      const dialog = page.getByRole('dialog', { name: 'End all other sessions?' });
      expect(await dialog.textContent()).toContain('2 other sessions will be signed out');
      await dialog.getByRole('button', { name: 'End them' }).click();
      await page.getByText('2 sessions were ended').waitFor();
      await expect.poll(() => sessionItems(page).count()).toBe(1);
      for (const other of others) {
        await other.page.reload();
        await other.page.waitForURL('**/session/signin');
      }
    } finally {
      for (const other of others) await other.context.close();
    }
  });

  test('a super admin sees a staff member’s sessions and ends them', async ({
    browser,
    baseUrl,
    page,
  }) => {
    const person = await newEditor(baseUrl);
    const theirs = await openContext(browser, baseUrl, FIREFOX_ON_MAC);
    try {
      await signIn(theirs.page, person.email, '/dashboard/brands');
      await signIn(page, accounts.superAdmin, `/dashboard/users?search=${person.email}`);
      await page.getByRole('link', { name: `Sessions ${person.name}` }).click();
      await page.waitForURL(`**/dashboard/users/${person.id}/sessions`);
      await page.getByRole('heading', { name: `Sessions of ${person.name}`, level: 1 }).waitFor();
      await expect.poll(() => sessionItems(page).count()).toBe(1);
      expect(await sessionItems(page).textContent()).toContain('Firefox 133 on Mac OS 14.5');
      expect(await sessionsCard(page).getByText('This session').count()).toBe(0);
      await expectAccessible(sessionsCard(page));
      await shot(page, 'sessions-staff', { fullPage: true });

      await sessionsCard(page).getByRole('button', { name: 'End all sessions' }).click();
      await page
        .getByRole('dialog', { name: 'End all sessions of this account?' })
        .getByRole('button', { name: 'End them' })
        .click();
      await page.getByText('1 session was ended').waitFor();
      await sessionsCard(page).getByText('This account is not signed in anywhere.').waitFor();
      await theirs.page.reload();
      await theirs.page.waitForURL('**/session/signin');
    } finally {
      await theirs.context.close();
    }
  });
});
