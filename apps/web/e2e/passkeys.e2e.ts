import type { Browser, Page } from 'playwright-core';
import { PASSWORD } from './config';
import {
  expect,
  expectAccessible,
  fitsWidth,
  newStaffMember,
  seriousViolations,
  server,
  signIn,
  signOut,
  test,
  shot,
} from './fixtures';

/*
 * Passkeys in a real Chromium, with its virtual authenticator (a platform passkey that
 * verifies its user at once): added on the account page, then signing in with it alone and
 * as the second step after the password. Passkeys belong to a host name, not an address, so
 * these pages browse the server as localhost, the host its PUBLIC_URL names.
 */

const PHONE = { width: 390, height: 844 };

/** A page on localhost (nothing else is reached), with Chromium's virtual authenticator. */
async function pageWithAuthenticator(browser: Browser, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ baseURL: server().publicUrl, viewport });
  context.setDefaultTimeout(15_000);
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page };
}

const inLanguage = async (page: Page, language: 'en' | 'ar') => {
  await page.evaluate(
    (language) =>
      localStorage.setItem('showroom.settings', JSON.stringify({ theme: 'blue', language })),
    language,
  );
  await page.reload();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
};

const passkeysSection = (page: Page) =>
  page.getByRole('region', { name: 'Passkeys and security keys', exact: true });

test.describe('passkeys', () => {
  test('are added on the account page, then sign in alone and as the second step', async ({
    browser,
  }) => {
    const { context, page } = await pageWithAuthenticator(browser);
    const email = await newStaffMember(page, 'EDITOR', 'passkey');
    await signIn(page, email, '/dashboard/account');
    const section = passkeysSection(page);
    await expect.poll(() => section.textContent()).toContain('You have no passkeys yet.');

    // Added with the keyboard alone: the button, the name, Enter.
    await section.getByRole('button', { name: 'Add a passkey', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a passkey', exact: true });
    await dialog.waitFor();
    await page.keyboard.type('Work laptop');
    await shot(dialog, 'passkeys-add-dialog-en');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const item = section.getByRole('listitem').filter({ hasText: 'Work laptop' });
    await expect.poll(() => item.textContent()).toContain('Not used yet');

    // The same authenticator cannot hold a second passkey of the same person.
    await section.getByRole('button', { name: 'Add a passkey', exact: true }).click();
    await dialog.getByLabel('Name').fill('Same laptop');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('This device or security key already holds one of your passkeys.');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

    await section.getByRole('button', { name: 'Rename Work laptop', exact: true }).click();
    const renaming = page.getByRole('dialog', { name: 'Rename the passkey', exact: true });
    await renaming.getByLabel('Name').fill('My laptop');
    await renaming.getByRole('button', { name: 'Save', exact: true }).click();
    await renaming.waitFor({ state: 'detached' });
    await section.getByRole('listitem').filter({ hasText: 'My laptop' }).waitFor();
    await expectAccessible(section);

    // Signed out, the passkey alone signs in.
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/session/'));
    await page.goto('/dashboard/account');
    const used = passkeysSection(page).getByRole('listitem').filter({ hasText: 'My laptop' });
    await expect.poll(() => used.textContent()).toContain('Last used');

    // The list at phone width, in both languages.
    await page.setViewportSize(PHONE);
    await used.scrollIntoViewIfNeeded();
    expect(await fitsWidth(page)).toBe(true);
    await shot(passkeysSection(page), 'passkeys-account-en');
    await inLanguage(page, 'ar');
    const arabic = page.getByRole('region', { name: 'مفاتيح المرور ومفاتيح الأمان', exact: true });
    await arabic.getByRole('listitem').filter({ hasText: 'My laptop' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(arabic, 'passkeys-account-ar');
    await inLanguage(page, 'en');
    await page.setViewportSize({ width: 1366, height: 900 });

    // After the password, the account's passkey is its second step (it has no app).
    await signOut(page);
    await page.getByLabel('Email or phone').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Use your passkey or security key to finish signing in.').waitFor();
    await shot(page, 'passkeys-second-step-en');
    await expectAccessible(page.getByRole('button', { name: 'Use a passkey', exact: true }));
    await page.getByRole('button', { name: 'Use a passkey', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/session/'));

    // Removed after asking.
    await page.goto('/dashboard/account');
    await passkeysSection(page)
      .getByRole('button', { name: 'Remove My laptop', exact: true })
      .click();
    const asking = page.getByRole('dialog', { name: 'Remove the passkey?', exact: true });
    await asking.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect
      .poll(() => passkeysSection(page).textContent())
      .toContain('You have no passkeys yet.');
    await context.close();
  });

  test('the sign-in page offers a passkey, at phone width in both languages', async ({
    browser,
  }) => {
    const { context, page } = await pageWithAuthenticator(browser, PHONE);
    await page.goto('/session/signin');
    const button = page.getByRole('button', { name: 'Sign in with a passkey', exact: true });
    await expectAccessible(button);
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'passkeys-signin-en');

    // A passkey this site does not know is refused in words; the password form stays.
    await button.click();
    await expect.poll(() => page.getByRole('alert').textContent()).not.toBe('');

    await inLanguage(page, 'ar');
    await expectAccessible(page.getByRole('button', { name: 'تسجيل الدخول بمفتاح مرور' }));
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'passkeys-signin-ar');
    await context.close();
  });
});
