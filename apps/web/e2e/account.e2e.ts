import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, PASSWORD } from './config';
import { callApi, expect, fitsWidth, seriousViolations, signIn, test, shot } from './fixtures';

/** Strong by the shared policy: four unrelated words. */
const NEW_PASSWORD = 'amber walrus juggles teacups';

/** A staff member of their own (an Editor), made by the super admin, and signed out again. */
async function staffMember(page: Page) {
  await signIn(page, ADMIN_EMAIL);
  const roles = await callApi<{ id: number; level: string }[]>(page, 'GET', '/role/admin');
  const stamp = Date.now().toString(36);
  const email = `rania.${stamp}@showroom.local`;
  await callApi(page, 'POST', '/auth/users', {
    name: 'Rania Aziz',
    username: `rania-${stamp}`,
    email,
    kind: 'staff',
    password: PASSWORD,
    roleId: roles.find((role) => role.level === 'EDITOR')?.id,
  });
  await page.evaluate(() => window.localStorage.clear());
  return email;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/session/signin');
  await page.getByLabel('Email or phone').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/session/'));
}

/** The text under a field: its error, or its hint. */
async function textUnder(page: Page, name: string) {
  const input = page.locator(`input[name="${name}"]`);
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  return page.locator(`[id="${describedBy}"]`).textContent();
}

test.describe('the account page', () => {
  test('opens from the avatar menu, scores the new password as it is typed, refuses a weak one and takes a strong one', async ({
    page,
  }) => {
    const email = await staffMember(page);
    const strengthChunks: string[] = [];
    page.on('request', (request) => {
      if (/password-strength[^/]*\.js$/.test(request.url())) strengthChunks.push(request.url());
    });
    await signInWith(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.waitForURL('**/dashboard/account');
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    for (const section of ['Profile', 'Password', 'Recent sign-ins'])
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    // The sign-in this test made is listed.
    await expect
      .poll(() => page.getByRole('list', { name: 'Recent sign-ins' }).getByRole('listitem').count())
      .toBeGreaterThan(0);

    // zxcvbn and its dictionaries come only once a new password is being typed.
    expect(strengthChunks).toEqual([]);
    const fresh = page.locator('input[name="password"]');
    await fresh.focus();
    await fresh.fill('password123');
    await expect.poll(() => strengthChunks.length).toBeGreaterThan(0);
    const meter = page.getByRole('progressbar', { name: /^Password strength/ });
    await meter.waitFor();
    await expect
      .poll(() => page.getByText(/^Password strength: /).textContent())
      .toBe('Password strength: Very weak');
    await expect.poll(() => page.getByText('This is a commonly used password.').count()).toBe(1);
    await fresh.fill(NEW_PASSWORD);
    await expect
      .poll(() => page.getByText(/^Password strength: /).textContent())
      .toMatch(/^Password strength: (Strong|Very strong)$/);

    // A weak one is refused by the server, its reason under the field.
    await page.locator('input[name="currentPassword"]').fill(PASSWORD);
    await fresh.fill('password123');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect.poll(() => fresh.getAttribute('aria-invalid')).toBe('true');
    expect(await textUnder(page, 'password')).toBe(
      'This is a commonly used password. Add more words that are less common.',
    );

    // A wrong current password is named on its own field.
    await page.locator('input[name="currentPassword"]').fill('not the password at all');
    await fresh.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect
      .poll(() => textUnder(page, 'currentPassword'))
      .toBe('This is not your current password');

    await page.locator('input[name="currentPassword"]').fill(PASSWORD);
    await fresh.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'password is changed' }).count())
      .toBe(1);

    // The password it replaced cannot come back: the refusal is under the field.
    await page.locator('input[name="currentPassword"]').fill(NEW_PASSWORD);
    await fresh.fill(PASSWORD);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect
      .poll(() => textUnder(page, 'password'))
      .toBe('You used this password recently: choose one you have not used before');
    expect(await fresh.getAttribute('aria-invalid')).toBe('true');
    // This session stays signed in.
    await page.reload();
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();

    // The new password signs in; the old one no longer does.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/session/signin');
    await page.getByLabel('Email or phone').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password');
    await signInWith(page, email, NEW_PASSWORD);
    await page.goto('/dashboard/account');
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    await shot(page, 'passwords-english', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('reads in Arabic, right to left, with the meter’s words in Arabic and no serious axe violation', async ({
    page,
  }) => {
    const email = await staffMember(page);
    await signInWith(page, email, PASSWORD);
    await callApi(page, 'POST', '/admin/account/password', {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
    });
    await page.goto('/dashboard/account');
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    // The top bar's language button names the language it switches to, in that language.
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'حسابي', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { name: 'كلمة المرور', level: 2 }).waitFor();
    const fresh = page.locator('input[name="password"]');
    await fresh.fill('password123');
    await expect
      .poll(() => page.getByText(/^قوة كلمة المرور: /).textContent())
      .toBe('قوة كلمة المرور: ضعيفة جدًا');
    await page.locator('input[name="currentPassword"]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect.poll(() => fresh.getAttribute('aria-invalid')).toBe('true');
    expect(await textUnder(page, 'password')).toBe(
      'هذه كلمة مرور شائعة الاستخدام. أضف المزيد من الكلمات الأقل شيوعًا.',
    );
    // The password before the current one is refused in Arabic too.
    await fresh.fill(PASSWORD);
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect
      .poll(() => textUnder(page, 'password'))
      .toBe('استخدمت كلمة المرور هذه مؤخرًا: اختر كلمة مرور لم تستخدمها من قبل');
    await shot(page, 'passwords-arabic', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the account page on a phone', () => {
  test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

  test('fits 390 px without sideways scrolling, is reached from the avatar menu and has no serious axe violation', async ({
    page,
  }) => {
    const email = await staffMember(page);
    await signInWith(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Recent sign-ins' }).waitFor();
    await page.locator('input[name="password"]').fill('velvet');
    await page.getByText(/^Password strength: /).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'passwords-phone', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
