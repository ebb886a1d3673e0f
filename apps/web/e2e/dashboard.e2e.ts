import type { Statistics } from '@showroom/contract';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import {
  ACCESS_TOKEN_KEY,
  cumulativeLayoutShift,
  expect,
  fitsWidth,
  seriousViolations,
  signIn,
  test,
  watchLayoutShifts,
} from './fixtures';

const charts = ['chart-daily', 'chart-status', 'chart-categories', 'chart-brands'];

/** What `GET /admin/get-statistics` answers the signed-in page's token right now. */
function statistics(page: Page): Promise<Statistics> {
  return page.evaluate(async (key) => {
    const response = await fetch('/api/v1/admin/get-statistics', {
      headers: { Authorization: `Bearer ${localStorage.getItem(key) ?? ''}` },
    });
    const body = (await response.json()) as { data: Statistics };
    return body.data;
  }, ACCESS_TOKEN_KEY);
}

const figure = (page: Page, id: string) => page.getByTestId(id).textContent();

/** Each chart has drawn an SVG of real size with shapes in it. */
async function drawnCharts(page: Page) {
  const sizes: Record<string, { width: number; height: number; shapes: number }> = {};
  for (const id of charts) {
    const svg = page.getByTestId(id).locator('[role="img"] svg');
    await svg.waitFor();
    const box = await svg.boundingBox();
    const shapes = await svg.locator('path').count();
    sizes[id] = { width: box?.width ?? 0, height: box?.height ?? 0, shapes };
  }
  return sizes;
}

describe('the dashboard', () => {
  test('shows the figures the statistics endpoint answers, with charts drawn and no serious axe violations', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText(/^Figures as of /).waitFor();
    const stats = await statistics(page);
    const n = (value: number) => new Intl.NumberFormat('en-US').format(value);

    // The demo data is not empty, so these are real numbers, not zeros.
    expect(stats.totals.cars).toBeGreaterThan(0);
    expect(await figure(page, 'stat-users')).toBe(n(stats.totals.users));
    expect(await figure(page, 'stat-cars')).toBe(n(stats.totals.cars));
    expect(await figure(page, 'stat-offers')).toBe(n(stats.totals.offers));
    expect(await figure(page, 'stat-active-subscriptions')).toBe(
      n(stats.totals.activeSubscriptions),
    );
    expect(await figure(page, 'stat-active-ads')).toBe(n(stats.totals.activeAds));
    expect(await figure(page, 'stat-open-queries')).toBe(n(stats.totals.openQueries));
    for (const [status, count] of Object.entries(stats.totals.carsByStatus))
      expect(await figure(page, `stat-cars-${status}`)).toBe(n(count));
    const [revenue] = stats.totals.subscriptionRevenue30d.filter((row) => row.amount !== 0);
    if (revenue) {
      const money = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: revenue.currency,
      });
      const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
      expect(await figure(page, 'stat-revenue')).toBe(money.format(revenue.amount / 10 ** digits));
    } else {
      expect(await figure(page, 'stat-revenue')).toBe('0');
    }

    const sizes = await drawnCharts(page);
    console.info(`Dashboard charts at 1366 px: ${JSON.stringify(sizes)}`);
    for (const size of Object.values(sizes)) {
      expect(size.width).toBeGreaterThan(200);
      expect(size.height).toBeGreaterThan(200);
      expect(size.shapes).toBeGreaterThan(0);
    }
    // Each chart's text alternative names its figures.
    const [topCategory] = stats.carsByCategory;
    if (topCategory)
      expect(
        await page
          .getByTestId('chart-categories')
          .locator('div[role="img"]')
          .getAttribute('aria-label'),
      ).toContain(`${topCategory.nameEn} ${n(topCategory.cars)}`);

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('cards and chart links open the filtered lists behind them', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    const pending = page.getByRole('link', { name: /^Pending \d/ });
    expect(await pending.getAttribute('href')).toBe('/dashboard/cars?status=pending');
    const stats = await statistics(page);
    const category = stats.carsByCategory.find((row) => row.cars > 0);
    if (category) {
      const link = page
        .getByTestId('chart-categories')
        .getByRole('link', { name: `${category.nameEn} · ${category.cars}` });
      expect(await link.getAttribute('href')).toBe(`/dashboard/cars?categoryId=${category.id}`);
    }
    // Keyboard: the status tile is reachable with Tab and opens on Enter.
    await pending.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/cars');
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
  });

  test('in Arabic the figures use the Latin digits of every screen and the page reads right to left', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    await page.evaluate(() => {
      const raw = localStorage.getItem('showroom.settings');
      const settings = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      localStorage.setItem('showroom.settings', JSON.stringify({ ...settings, language: 'ar' }));
    });
    await page.reload();
    await page.getByRole('heading', { name: 'لوحة التحكم', level: 1 }).waitFor();
    const stats = await statistics(page);
    await page.getByText(/^الأرقام حتى /).waitFor();
    // Arabic with the Latin digits of every other screen (ADR 036).
    expect(await figure(page, 'stat-cars')).toBe(
      new Intl.NumberFormat('en-US').format(stats.totals.cars),
    );
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const sizes = await drawnCharts(page);
    for (const size of Object.values(sizes)) expect(size.width).toBeGreaterThan(200);
    expect(await seriousViolations(page)).toEqual([]);
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('fits the screen without jumping when the figures arrive', async ({ page }) => {
      await watchLayoutShifts(page);
      await signIn(page, accounts.superAdmin, '/dashboard/analytics');
      await page.getByText(/^Figures as of /).waitFor();
      const sizes = await drawnCharts(page);
      for (const size of Object.values(sizes)) {
        expect(size.width).toBeGreaterThan(250);
        expect(size.width).toBeLessThanOrEqual(390);
      }
      const shift = await cumulativeLayoutShift(page);
      console.info(`Cumulative layout shift of the dashboard at 390 px: ${shift.toFixed(3)}`);
      expect(shift).toBeLessThan(0.1);
      expect(await fitsWidth(page)).toBe(true);
    });
  });
});
