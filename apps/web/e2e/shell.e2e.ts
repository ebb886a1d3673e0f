import { describe } from 'vitest';
import { accounts } from './config';
import { expect, signIn, test } from './fixtures';

describe('the shell', () => {
  test('a colour theme chosen in the settings survives a reload, and a dark one is dark', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(245, 246, 250)');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'Slate dark', exact: true }).click();
    await expect.poll(background).toBe('rgb(26, 32, 56)');
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).waitFor();
    await expect.poll(background).toBe('rgb(26, 32, 56)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
  });

  test('the compact sidebar is 80 px and widens to 260 px on hover', async ({ page }) => {
    await signIn(page, accounts.superAdmin);
    const panel = page.getByTestId('sidebar-panel');
    const width = async () => (await panel.boundingBox())?.width ?? 0;
    expect(await width()).toBe(260);
    await page.getByRole('button', { name: 'Toggle the sidebar' }).click();
    await expect.poll(width).toBe(80);
    expect(await page.getByText('Catalog').count()).toBe(0);
    await panel.hover();
    await expect.poll(width).toBe(260);
    await page.mouse.move(900, 500);
    await expect.poll(width).toBe(80);
    await page.reload();
    await expect.poll(width).toBe(80);
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the sidebar is a drawer opened from the top bar', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/analytics');
      const brandsLink = page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Brands' });
      expect(await brandsLink.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('button', { name: 'Vehicles' }).click();
      await expect.poll(() => brandsLink.isVisible()).toBe(true);
      await brandsLink.click();
      await page.waitForURL((url) => url.pathname === '/dashboard/brands');
      await expect.poll(() => brandsLink.isVisible()).toBe(false);
    });
  });
});
