import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import {
  ACCESS_TOKEN_KEY,
  expect,
  fitsWidth,
  gridRows,
  rowWith,
  search,
  seriousViolations,
  signIn,
  test,
} from './fixtures';
import { makePng } from './png';

const PNG = makePng(64, 24, [13, 71, 161]);

/** The text under a field: its error, else its helper. */
async function textUnder(page: Page, label: string) {
  const describedBy = (await page.getByLabel(label).getAttribute('aria-describedby')) ?? '';
  return page.locator(`[id="${describedBy}"]`).textContent();
}

/** A colleague replaces the contact details through the API, with the version they read. */
function saveContactElsewhere(page: Page, change: Record<string, string>) {
  return page.evaluate(
    async ({ key, change }) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem(key) ?? ''}`,
        'Content-Type': 'application/json',
      };
      const read = await fetch('/api/v1/settings/contact', { headers });
      const { data } = (await read.json()) as { data: Record<string, unknown> };
      const { id: _id, createdAt: _c, updatedAt: _u, ...body } = data;
      const saved = await fetch('/api/v1/settings/contact', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...body, ...change }),
      });
      return saved.status;
    },
    { key: ACCESS_TOKEN_KEY, change },
  );
}

/** Every list and form of the content screens, with something each shows once it is ready. */
const screens: [path: string, ready: (page: Page) => Promise<void>][] = [
  ['/dashboard/banners', (page) => gridRows(page).first().waitFor()],
  ['/dashboard/banners/create', (page) => page.getByLabel('Title (English)').waitFor()],
  ['/dashboard/faqs', (page) => gridRows(page).first().waitFor()],
  ['/dashboard/faqs/create', (page) => page.getByLabel('Question (English)').waitFor()],
  ['/dashboard/contactus/subject', (page) => gridRows(page).first().waitFor()],
  ['/dashboard/contactus/addSubject', (page) => page.getByLabel('Name (English)').waitFor()],
  [
    '/dashboard/contact/details',
    async (page) => {
      await expect.poll(() => page.getByLabel('Email').inputValue()).not.toBe('');
    },
  ],
];

describe('content screens', () => {
  test('banners: the seeded slides in order; a new one with picture, link and dates is listed', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/banners');
    await expect.poll(() => rowWith(page, 'Sell your car in 24 hours').count()).toBe(1);
    // A plain list in display order: the first slide first.
    await expect
      .poll(() => gridRows(page).first().textContent())
      .toContain('Certified used cars, inspected on 150 points');

    await page.getByRole('link', { name: 'Create Banner' }).click();
    await page.waitForURL('**/dashboard/banners/create');
    const title = `E2E Eid offers ${Date.now()}`;
    await page.getByLabel('Title (English)').fill(title);
    await page.getByLabel('Title (Arabic)').fill('عروض العيد');
    await page.getByLabel('Link').fill('/cars?condition=new');
    // A banner needs its picture.
    await page.getByRole('button', { name: 'Create Banner' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(1);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'eid.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.locator('img[src^="/uploads/"]').count()).toBe(1);
    // The end of the date range must come after its start.
    await page.getByLabel('Shown from').fill('2027-03-20T09:00');
    await page.getByLabel('Shown until').fill('2027-03-10T09:00');
    await page.getByRole('button', { name: 'Create Banner' }).click();
    await expect.poll(() => textUnder(page, 'Shown until')).toBe('Must be after the start');
    await page.getByLabel('Shown until').fill('2027-03-30T21:00');
    await page.getByRole('button', { name: 'Create Banner' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard/banners');
    await expect.poll(() => page.getByText(`Banner “${title}” created`).count()).toBe(1);
    await search(page, title);
    await expect.poll(() => rowWith(page, title).count()).toBe(1);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect.poll(() => page.getByLabel('Link').inputValue()).toBe('/cars?condition=new');
    await expect.poll(() => page.getByLabel('Shown from').inputValue()).toBe('2027-03-20T09:00');
  });

  test('FAQs: the seeded questions; a new bilingual question and answer is listed', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/faqs');
    await expect.poll(() => rowWith(page, 'How do I list my car for sale?').count()).toBe(1);
    await page.getByRole('link', { name: 'Create Question' }).click();
    await page.waitForURL('**/dashboard/faqs/create');
    const question = `E2E Can I trade in my old car? ${Date.now()}`;
    await page.getByLabel('Question (English)').fill(question);
    await page.getByLabel('Question (Arabic)').fill('هل يمكنني استبدال سيارتي القديمة؟');
    await page.getByLabel('Answer (English)').fill('Yes, many dealers accept trade-ins.');
    await page.getByLabel('Answer (Arabic)').fill('نعم، يقبل كثير من المعارض الاستبدال.');
    await page.getByLabel('Order').fill('11');
    await page.getByRole('button', { name: 'Create Question' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/faqs');
    await search(page, question);
    await expect.poll(() => rowWith(page, question).count()).toBe(1);
    await expect.poll(() => rowWith(page, question).textContent()).toContain('11');
  });

  test('contact subjects: the spec’s add and edit paths; a taken name is refused under its field', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/contactus/subject');
    await expect.poll(() => rowWith(page, 'Financing and insurance').count()).toBe(1);
    await page.getByRole('link', { name: 'Create Subject' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/contactus/addSubject');

    // Only the server knows the name is taken; its answer lands under the field.
    await page.getByLabel('Name (English)').fill('Buying a car');
    await page.getByRole('button', { name: 'Create Subject' }).click();
    await expect
      .poll(() => textUnder(page, 'Name (English)'))
      .toBe('A subject with this English name already exists');
    expect(new URL(page.url()).pathname).toBe('/dashboard/contactus/addSubject');

    const name = `E2E Warranty claims ${Date.now()}`;
    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Name (Arabic)').fill('مطالبات الضمان');
    await page.getByRole('button', { name: 'Create Subject' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/contactus/subject');
    await search(page, name);
    await expect.poll(() => rowWith(page, name).count()).toBe(1);

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL((url) => /^\/dashboard\/contactus\/editSubject\/\d+$/.test(url.pathname));
    await page.getByLabel('Name (English)').fill(`${name} and repairs`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/contactus/subject');
    await search(page, `${name} and repairs`);
    await expect.poll(() => gridRows(page).count()).toBe(1);
  });

  test('contact details: the seeded record; a change is saved and still there after a reload', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/contact/details');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('hello@showroom.ae');
    expect(await page.getByLabel('Address (Arabic)').inputValue()).toContain('دبي');

    await page.getByLabel('Facebook').fill('https://example.com/showroom');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => textUnder(page, 'Facebook'))
      .toBe('Must be an https link to Facebook (facebook.com or fb.com)');
    await page.getByLabel('Facebook').fill('https://www.facebook.com/showroom.ae');

    const address = `Office ${Date.now() % 10_000}, Sheikh Zayed Road, Dubai`;
    await page.getByLabel('Address (English)').fill(address);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Contact details saved').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByLabel('Address (English)').inputValue()).toBe(address);
  });

  test('contact details: a save over someone else’s change offers to reload', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/contact/details');
    await expect.poll(() => page.getByLabel('Email').inputValue()).not.toBe('');
    await page.getByLabel('WhatsApp').fill('+971509999999');
    expect(await saveContactElsewhere(page, { whatsapp: '+971508888888' })).toBe(200);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const stale = page.getByRole('dialog', { name: 'Someone else changed this record' });
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByLabel('WhatsApp').inputValue()).toBe('+971508888888');
  });

  test('an editor writes content but deletes nothing', async ({ page }) => {
    await signIn(page, accounts.editor, '/dashboard/banners');
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Create Banner' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await page.goto('/dashboard/contact/details');
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    expect(await page.getByLabel('Email').isEditable()).toBe(true);
  });

  test('every content list and form has no serious or critical accessibility violation', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/banners');
    for (const [path, ready] of screens) {
      await page.goto(path);
      await ready(page);
      expect({ path, violations: await seriousViolations(page) }).toEqual({
        path,
        violations: [],
      });
    }
    // An edit form with its picture shown.
    await page.goto('/dashboard/banners');
    await gridRows(page)
      .first()
      .getByRole('link', { name: /^Edit / })
      .click();
    await page.locator('img[src^="/uploads/"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in Arabic on a dark theme the subjects read right to left with their Arabic names', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/contactus/subject');
    await page.evaluate(() => {
      const raw = localStorage.getItem('showroom.settings');
      const settings = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      localStorage.setItem(
        'showroom.settings',
        JSON.stringify({ ...settings, language: 'ar', theme: 'slateDark1' }),
      );
    });
    await page.reload();
    await page.getByRole('heading', { name: 'مواضيع التواصل', level: 1 }).waitFor();
    await expect.poll(() => rowWith(page, 'التمويل والتأمين').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The dark theme is on: the page is drawn on its navy (#1a2038).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(26, 32, 56)',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/dashboard/contact/details');
    await page.getByRole('heading', { name: 'بيانات التواصل', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('البريد الإلكتروني').inputValue()).not.toBe('');
    expect(await seriousViolations(page)).toEqual([]);
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the content lists and forms do not scroll sideways', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/banners');
      for (const [path, ready] of screens) {
        await page.goto(path);
        await ready(page);
        expect({ path, fits: await fitsWidth(page) }).toEqual({ path, fits: true });
      }
    });
  });
});
