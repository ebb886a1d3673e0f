import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, server, test } from './fixtures';

const outbox = () => path.join(server().dataDir, 'outbox');

/** The reset link of the newest mail to `email` in the server's outbox (quoted-printable decoded). */
async function resetLinkFor(email: string): Promise<string | null> {
  const slug = email.replace(/[^a-z0-9]+/gi, '_');
  const files = (await readdir(outbox()).catch(() => [])).filter((name) =>
    name.endsWith(`-${slug}.eml`),
  );
  const newest = files.sort().at(-1);
  if (!newest) return null;
  const text = (await readFile(path.join(outbox(), newest), 'utf8'))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return /https?:\/\/\S*\/session\/reset-password\?token=[\w.-]+/.exec(text)?.[0] ?? null;
}

test.describe('accounts', () => {
  test('sign-up refuses empty fields under each, then opens a new account that waits for access', async ({
    page,
  }) => {
    await page.goto('/session/signup');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect.poll(() => page.locator('input[aria-invalid="true"]').count()).toBe(3);

    const email = `new.${Date.now()}@showroom.local`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Username').fill(`new${Date.now()}`);
    await page.locator('input[name="password"]').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Waiting for access' }).count())
      .toBe(1);
  });

  test('a forgotten password is reset through the mailed link, and the new one signs in', async ({
    page,
  }) => {
    const email = `reset.${Date.now()}@showroom.local`;
    await page.goto('/session/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Username').fill(`reset${Date.now()}`);
    await page.locator('input[name="password"]').fill('the-first-password');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.getByRole('heading', { name: 'Waiting for access' }).waitFor();
    await page.evaluate(() => window.localStorage.clear());

    await page.goto('/session/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain(`If an account exists for ${email}`);

    await expect.poll(() => resetLinkFor(email), { timeout: 10_000 }).not.toBeNull();
    const link = new URL((await resetLinkFor(email)) ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    const password = page.locator('input[name="password"]');
    await password.fill('short');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    await password.fill('the-second-password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Your password is set. Sign in with it now.');

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByLabel('Email or phone').fill(email);
    await page.locator('input[name="password"]').fill('the-second-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Waiting for access' }).count())
      .toBe(1);
  });

  test('a reset link without its token says so and offers the way back', async ({ page }) => {
    await page.goto('/session/reset-password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This link is incomplete. Ask for a new one.');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
});
