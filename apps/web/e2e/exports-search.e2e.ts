import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { callApi as call, expect, gridRows, search, signIn, test } from './fixtures';

type Named = { id: number; nameEn?: string; name?: string; title?: string };
type Rows<T> = { count: number; rows: T[] };

/** Clicks "Export CSV" and reads the file it saves, without the byte-order mark. */
async function exportedLines(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

describe('CSV exports', () => {
  test('a car is exported with names beside ids, a plain price and currency, an ISO time, and its formula title defused', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/cars');
    const [brand] = (await call<Rows<Named>>(page, 'GET', '/brand/admin?limit=1')).rows;
    const [category] = (await call<Rows<Named>>(page, 'GET', '/category/admin?limit=1')).rows;
    const [color] = (await call<Rows<Named>>(page, 'GET', '/car-colors/?limit=1')).rows;
    const { countriesList } = await call<{ countriesList: Named[] }>(
      page,
      'GET',
      '/cars/meta-data',
    );
    const [country] = countriesList;
    const [seller] = (
      await call<Rows<Named>>(page, 'GET', '/auth/users/list?kind=dealer&status=active&limit=1')
    ).rows;
    if (!brand || !category || !color || !country || !seller) throw new Error('no seeded data');
    const stamp = `E2E Export ${Date.now()}`;
    const car = await call<{ id: number; createdAt: string }>(page, 'POST', '/cars', {
      title: `=1+2 ${stamp}`,
      brandId: brand.id,
      model: 'Prado',
      categoryId: category.id,
      colorId: color.id,
      countryId: country.id,
      year: 2021,
      price: 7_750_000,
      currency: 'AED',
      transmission: 'automatic',
      fuel: 'petrol',
      userId: seller.id,
      status: 'published',
    });

    await page.goto(`/dashboard/cars?search=${encodeURIComponent(stamp)}`);
    await expect.poll(() => gridRows(page).count()).toBe(1);
    const lines = await exportedLines(page);
    expect(lines).toEqual([
      'ID,Title,Brand,Brand ID,Category,Category ID,Color,Color ID,Country of origin,Country of origin ID,Year,Price,Price currency,Status,Seller,Seller ID,Listed',
      [
        car.id,
        `"'=1+2 ${stamp}"`,
        brand.nameEn,
        brand.id,
        category.nameEn,
        category.id,
        color.nameEn,
        color.id,
        country.nameEn,
        country.id,
        2021,
        '77500.00',
        'AED',
        'published',
        seller.name,
        seller.id,
        car.createdAt,
      ].join(','),
    ]);
    expect(car.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The toast said how many records went into the file.
    await expect.poll(() => page.getByText('Exported 1 car').count()).toBe(1);
  });

  test('an offer is exported with its car and buyer by name, its amount in the car’s currency', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/offers');
    const [offer] = (
      await call<Rows<{ id: number; carId: number; buyerId: number; amount: number }>>(
        page,
        'GET',
        '/offers/?limit=1',
      )
    ).rows;
    if (!offer) throw new Error('no seeded offer');
    const car = await call<{ title: string; currency: string }>(
      page,
      'GET',
      `/cars/${offer.carId}`,
    );
    const buyer = await call<Named>(page, 'GET', `/auth/users/${offer.buyerId}`);
    await page.goto(`/dashboard/offers?search=${encodeURIComponent(car.title)}`);
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(0);
    const lines = await exportedLines(page);
    expect(lines[0]).toBe(
      'Offer,Car,Car ID,Buyer,Buyer ID,Amount,Amount currency,Message,Status,Made',
    );
    const line = lines.find((text) => text.startsWith(`${offer.id},`));
    const title = /[",]/.test(car.title) ? `"${car.title.replace(/"/g, '""')}"` : car.title;
    expect(line).toContain(
      `${offer.id},${title},${offer.carId},${buyer.name},${offer.buyerId},${(offer.amount / 100).toFixed(2)},${car.currency},`,
    );
  });
  test('in Arabic the file has the same columns and values, its header row in Arabic', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands');
    const name = `E2E Export Brand ${Date.now()}`;
    const brand = await call<{
      id: number;
      sortOrder: number;
      createdAt: string;
      updatedAt: string;
    }>(page, 'POST', '/brand', { nameEn: name });
    const path = `/dashboard/brands?search=${encodeURIComponent(name)}`;
    const line = `${brand.id},,${name},,true,${brand.sortOrder},,,${brand.createdAt},${brand.updatedAt}`;
    await page.goto(path);
    await expect.poll(() => gridRows(page).count()).toBe(1);
    expect(await exportedLines(page)).toEqual([
      'ID,Logo,Name (English),Name (Arabic),Active,Sort order,Country,Country ID,Created,Updated',
      line,
    ]);
    await page.evaluate(() =>
      localStorage.setItem('showroom.settings', JSON.stringify({ language: 'ar' })),
    );
    await page.goto(path);
    await expect.poll(() => gridRows(page).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تصدير CSV' }).click(),
    ]);
    const arabic = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(arabic.split('\r\n')).toEqual([
      'المعرّف,الشعار,الاسم (بالإنجليزية),الاسم (بالعربية),نشطة,ترتيب العرض,الدولة,معرّف الدولة,تاريخ الإنشاء,آخر تعديل',
      line,
    ]);
  });
});

describe('search on the marketplace lists and the audit log', () => {
  test('offers are found by buyer, subscriptions by package, ads by car title', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/offers');
    const [offer] = (
      await call<Rows<{ id: number; buyerId: number }>>(page, 'GET', '/offers/?limit=1')
    ).rows;
    const [subscription] = (
      await call<Rows<{ id: number; packId: number }>>(page, 'GET', '/subs/admin?limit=1')
    ).rows;
    const [ad] = (
      await call<Rows<{ id: number; carId: number }>>(page, 'GET', '/advert/admin?limit=1')
    ).rows;
    if (!offer || !subscription || !ad) throw new Error('no seeded marketplace records');
    const buyer = await call<Named>(page, 'GET', `/auth/users/${offer.buyerId}`);
    const pack = await call<Named>(page, 'GET', `/packs/${subscription.packId}`);
    const car = await call<Named>(page, 'GET', `/cars/${ad.carId}`);

    const finds = async (path: string, text: string, id: number) => {
      await page.goto(path);
      await gridRows(page).first().waitFor();
      await search(page, text);
      await expect
        .poll(() => page.locator(`[role="grid"] [role="row"][data-id="${id}"]`).count())
        .toBe(1);
      // Every row found names the text somewhere in what it points at; none is left out.
      expect(await gridRows(page).count()).toBeGreaterThan(0);
    };
    await finds('/dashboard/offers', buyer.name ?? '', offer.id);
    await finds('/dashboard/subscriptions', pack.nameEn ?? '', subscription.id);
    await finds('/dashboard/ads', car.title ?? '', ad.id);

    // A text nothing holds finds nothing.
    await page.goto(`/dashboard/ads?search=${encodeURIComponent('no such car or seller 0000')}`);
    await expect.poll(() => page.getByText('0 records').count()).toBe(1);
    expect(await gridRows(page).count()).toBe(0);
  });

  test('the audit log is searched by the record’s name', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/audit-log');
    const name = `E2E Audited ${Date.now()}`;
    const brand = await call<Named>(page, 'POST', '/brand', { nameEn: name });
    await gridRows(page).first().waitFor();
    await page.getByLabel('Search', { exact: true }).fill(name);
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    await expect.poll(() => gridRows(page).count()).toBe(1);
    expect(await gridRows(page).first().locator('[data-field="recordId"]').textContent()).toBe(
      String(brand.id),
    );
    // Clearing the filters clears the search too.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(1);
  });
});
