import { readFile } from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { PASSWORD } from './config';
import {
  ACCESS_TOKEN_KEY,
  expect,
  fitsWidth,
  newStaffMember,
  seriousViolations,
  signIn,
  signOut,
  test,
  shot,
} from './fixtures';

/**
 * The code the app shows one time step (30 s) from now. The set-up used the current step's
 * code, and a code is taken only once: the window of one step either side accepts the next.
 */
const codeAt = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
const nextCode = (secret: string) => codeAt(secret, 1);

/** Six digits the app shows at no step near now. */
function wrongCode(secret: string) {
  const near = new Set([-1, 0, 1, 2].map((steps) => codeAt(secret, steps)));
  let guess = 0;
  while (near.has(String(guess).padStart(6, '0'))) guess += 1;
  return String(guess).padStart(6, '0');
}

async function typePassword(page: Page, email: string) {
  await page.getByLabel('Email or phone').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('two-step sign-in', () => {
  test('an authenticator app is set up from the account page, then asked for at sign-in; a recovery code stands in for it', async ({
    page,
  }) => {
    const email = await newStaffMember(page, 'ADMIN', 'second');

    // Within the role's grace period: signed in, and led to set up an app.
    await signIn(page, email, '/dashboard/brands');
    const banner = page.getByRole('alert').filter({ hasText: 'requires two-step sign-in' });
    await banner.getByRole('link', { name: 'Set it up' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/account');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();

    const qr = section.getByRole('img', {
      name: 'QR code to add Showroom to your authenticator app',
    });
    await qr.waitFor();
    const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'totp-enrolment', { fullPage: true });

    const code = section.getByLabel('Code from the app');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill(wrongCode(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    await code.fill(codeAt(secret, 0));
    await section.getByRole('button', { name: 'Turn on' }).click();

    const list = section.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = await list.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await shot(page, 'totp-recovery-codes', { fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download as a text file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('showroom-recovery-codes.txt');
    const file = await readFile(await download.path(), 'utf8');
    for (const recoveryCode of recoveryCodes) expect(file).toContain(recoveryCode);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => section.textContent()).toContain('10 recovery codes left');
    // Set up: the reminder is gone.
    await page.goto('/dashboard/brands');
    await page.getByRole('heading', { name: 'Brands', level: 1 }).waitFor();
    expect(await page.getByText('requires two-step sign-in').count()).toBe(0);

    // The password alone signs in no more: the code is asked next.
    await signOut(page);
    await typePassword(page, email);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    const field = page.locator('input[name="code"]');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    // No token yet: the password alone gave a ticket, kept by the page only.
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'totp-second-factor', { fullPage: true });
    await field.fill('12345');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await field.fill(nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/session/'));

    // A recovery code signs in once.
    await signOut(page);
    await typePassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recovery = page.getByLabel('Recovery code');
    await recovery.fill(recoveryCodes[0] ?? '');
    await shot(page, 'totp-recovery-code-step', { fullPage: true });
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/session/'));

    await signOut(page);
    await typePassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await recovery.fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => recovery.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.getByText('This recovery code is not right, or it has been used already').count(),
    ).toBe(1);
  });

  test.describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the set-up and the second step fit a phone and read in Arabic', async ({ page }) => {
      const email = await newStaffMember(page, 'ADMIN', 'second');
      await signIn(page, email, '/dashboard/account');
      const section = page.getByRole('region', { name: 'Two-step sign-in' });
      await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const secretText = section.getByTestId('totp-secret');
      await secretText.waitFor();
      const secret = ((await secretText.textContent()) ?? '').replace(/\s/g, '');
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'totp-enrolment-phone', { fullPage: true });
      await section.getByLabel('Code from the app').fill(codeAt(secret, 0));
      await section.getByRole('button', { name: 'Turn on' }).click();
      await section.getByRole('button', { name: 'I have saved them' }).click();
      await signOut(page);

      await page.evaluate(() =>
        localStorage.setItem(
          'showroom.settings',
          JSON.stringify({ theme: 'blue', language: 'ar' }),
        ),
      );
      await page.reload();
      await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
      await page.getByLabel('البريد الإلكتروني أو الهاتف').fill(email);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await page.getByRole('heading', { name: 'تسجيل الدخول بخطوتين' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'totp-second-factor-ar-phone', { fullPage: true });
    });
  });
});
