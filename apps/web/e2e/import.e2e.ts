import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import {
  callApi,
  expect,
  fitsWidth,
  gridRows,
  search,
  seriousViolations,
  signIn,
  test,
  shot,
} from './fixtures';

const BOM = '\uFEFF';

/** Chooses a file in the import dialog. */
async function choose(page: Page, csv: string | Buffer) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'brands.csv',
    mimeType: 'text/csv',
    buffer: Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'),
  });
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Presses Tab until the button named `name` has the focus: whether it got there. */
async function tabTo(page: Page, name: string) {
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent : null,
    );
    if (focused?.trim() === name) return true;
  }
  return false;
}

/** Presses Enter on the focused download button: the saved file's text. */
async function downloadWithEnter(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}

/** The refused rows' table, each row's cells. */
async function reasons(page: Page, name: string) {
  const rows = await dialog(page).getByRole('table', { name }).getByRole('row').allInnerTexts();
  return rows.slice(1).map((row) => row.split('\t').map((cell) => cell.trim()));
}

describe('CSV import', () => {
  test('a file with mistakes shows each refused row; fixed, it imports', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/brands');
    const { countriesList } = await callApi<{ countriesList: { nameEn: string }[] }>(
      page,
      'GET',
      '/cars/meta-data',
    );
    const country = countriesList[0]?.nameEn ?? '';
    const stamp = `E2E Import ${Date.now()}`;
    await page.getByRole('button', { name: 'Import CSV', exact: true }).click();
    await expect.poll(() => dialog(page).getByText('Choose a CSV file').count()).toBe(1);
    await shot(page, 'import-choose');

    // Semicolons and a byte-order mark, as a spreadsheet saves them; three mistakes on row 3.
    const header = 'Name (English);Name (Arabic);Country;Sort order';
    await choose(
      page,
      `${BOM}${header}\r\n${stamp} A;عربي;${country};1\r\n${stamp} B;Latin;Atlantis;x\r\n`,
    );
    // The export's headers map themselves.
    const mapping = dialog(page).getByRole('table');
    await expect.poll(() => mapping.getByRole('row').count()).toBe(5);
    await expect
      .poll(() => dialog(page).getByRole('combobox', { name: 'Country' }).textContent())
      .toBe('Country (name)');
    await shot(page, 'import-mapping');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Check the file', exact: true }).click();
    await expect.poll(() => dialog(page).getByText('What the file would do').count()).toBe(1);
    await expect.poll(() => dialog(page).getByText('To create: 1').count()).toBe(1);
    await expect.poll(() => dialog(page).getByText('Refused: 1').count()).toBe(1);
    const problems = dialog(page).getByRole('table', { name: 'Refused rows' });
    const reasons = await problems.getByRole('row').allInnerTexts();
    expect(reasons.slice(1).map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['3', 'Country', 'Nothing is named "Atlantis"'],
      ['3', 'Name (Arabic)', 'Must be written in Arabic'],
      ['3', 'Sort order', 'Must be a number'],
    ]);
    await shot(page, 'import-refused');
    expect(await seriousViolations(page)).toEqual([]);

    // The file fixed, chosen again: the mapping is remembered.
    await dialog(page).getByRole('button', { name: 'Choose another file', exact: true }).click();
    await choose(
      page,
      `${BOM}${header}\r\n${stamp} A;عربي;${country};1\r\n${stamp} B;عربي ب;${country};2\r\n`,
    );
    await dialog(page).getByRole('button', { name: 'Check the file', exact: true }).click();
    await expect.poll(() => dialog(page).getByText('To create: 2').count()).toBe(1);
    await dialog(page).getByRole('button', { name: 'Import 2 rows', exact: true }).click();
    await expect.poll(() => dialog(page).getByText('The import is done').count()).toBe(1);
    await expect.poll(() => dialog(page).getByText('Created: 2').count()).toBe(1);
    await shot(page, 'import-done');
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await search(page, stamp);
    await expect.poll(() => gridRows(page).count()).toBe(2);

    // What the list exports imports back changing nothing.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
    ]);
    const exported = await readFile(await download.path());
    await page.getByRole('button', { name: 'Import CSV', exact: true }).click();
    await choose(page, exported);
    await dialog(page).getByRole('button', { name: 'Check the file', exact: true }).click();
    await expect.poll(() => dialog(page).getByText('Unchanged: 2').count()).toBe(1);
    expect(await dialog(page).getByText('To change: 0').count()).toBe(1);
    expect(await dialog(page).getByText('Refused: 0').count()).toBe(1);
    expect(
      await dialog(page).getByText('No row of this file would create or change a record.').count(),
    ).toBe(1);
  });

  test('at the mapping, the fields a new car needs and no column fills are named before any check', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, accounts.superAdmin, '/dashboard/cars');
    const { rows } = await callApi<{ rows: { id: number }[] }>(page, 'GET', '/cars/?limit=2');
    const [first, second] = rows.map((car) => car.id);
    const notice = () => dialog(page).getByRole('status').first().textContent();
    await page.getByRole('button', { name: 'Import CSV', exact: true }).click();

    // No ID column: every row would be a new car.
    await choose(page, 'Title,Brand,Year\nE2E Notice,Toyota,2020\n');
    await expect
      .poll(notice)
      .toBe(
        'No column fills Model, Category, Price, Transmission, Fuel, and Seller, which a new record needs: every row would be refused.',
      );
    await shot(page, 'import-required-missing');
    expect(await seriousViolations(page)).toEqual([]);

    // Every row names a car by its ID: the file only changes cars.
    await dialog(page).getByRole('button', { name: 'Choose another file', exact: true }).click();
    await choose(page, `ID,Price\n${first},1000\n${second},2000\n`);
    await expect
      .poll(notice)
      .toBe(
        'Every row has an ID: this file only changes existing records, so Title, Brand, Model, Category, Year, Transmission, Fuel, and Seller may stay unmapped.',
      );

    // One row without an ID would be a new car.
    await dialog(page).getByRole('button', { name: 'Choose another file', exact: true }).click();
    await choose(page, `ID,Price\n${first},1000\n,2000\n`);
    await expect
      .poll(notice)
      .toBe(
        'No column fills Title, Brand, Model, Category, Year, Transmission, Fuel, and Seller, which a new record needs. Rows whose ID matches a record change it; any other row would be refused.',
      );
    // Mapped by hand, the missing field leaves the list.
    await dialog(page).getByRole('combobox', { name: 'Price' }).click();
    await page.getByRole('option', { name: 'Title (required for a new record)' }).click();
    await expect.poll(notice).toContain('No column fills Brand, Model, Category, Year, Price,');
  });

  test('a check refuses a car whose seller is no customer or dealer, as the import does, and its refused rows download', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, accounts.superAdmin, '/dashboard/cars');
    const [car] = (await callApi<{ rows: { id: number }[] }>(page, 'GET', '/cars/?limit=1')).rows;
    const details = await callApi<{
      seller: { email: string };
      brand: { nameEn: string };
      category: { nameEn: string };
    }>(page, 'GET', `/cars/${car?.id ?? 0}`);
    const stamp = `E2E Seller ${Date.now()}`;
    const header =
      'Title,Brand,Model,Category,Year,Price,Price currency,Transmission,Fuel,Seller email';
    const row = (title: string, seller: string) =>
      `${title},${details.brand.nameEn},Model,${details.category.nameEn},2020,15000.00,AED,manual,petrol,${seller}`;
    // A staff member is no seller: the write refuses the car.
    const staffRow = row(`${stamp} staff`, accounts.editor);
    const csv = [header, row(`${stamp} ok`, details.seller.email), staffRow].join('\r\n');
    const refusal = [['3', 'Seller', 'The seller must be an active customer or dealer']];

    await page.getByRole('button', { name: 'Import CSV', exact: true }).click();
    await choose(page, csv);
    await dialog(page).getByRole('button', { name: 'Check the file', exact: true }).click();
    await expect.poll(() => dialog(page).getByText('Refused: 1').count()).toBe(1);
    expect(await dialog(page).getByText('To create: 1').count()).toBe(1);
    expect(await reasons(page, 'Refused rows')).toEqual(refusal);

    // Keyboard only: Tab reaches the download, Enter saves the refused rows.
    expect(await tabTo(page, 'Download the refused rows')).toBe(true);
    const saved = await downloadWithEnter(page);
    expect(saved.name).toBe('brands-refused.csv');
    expect(saved.text.split('\r\n')).toEqual([
      `\uFEFFRow,Error,${header}`,
      `3,Seller: The seller must be an active customer or dealer,${staffRow}`,
    ]);
    await shot(page, 'import-refused-download');

    await dialog(page).getByRole('button', { name: 'Import 1 row', exact: true }).click();
    await expect.poll(() => dialog(page).getByText('The import is done').count()).toBe(1);
    expect(await dialog(page).getByText('Created: 1').count()).toBe(1);
    expect(await dialog(page).getByText('Refused: 1').count()).toBe(1);
    expect(await reasons(page, 'Refused rows')).toEqual(refusal);
  });

  test('on a phone, in Arabic and the dark theme, it names what a new record lacks and downloads the refused rows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, accounts.editor, '/dashboard/colors');
    await page.evaluate(() =>
      localStorage.setItem(
        'showroom.settings',
        JSON.stringify({ theme: 'blueDark', topbarTheme: 'blueDark', language: 'ar' }),
      ),
    );
    await page.goto('/dashboard/colors');
    await page.getByRole('button', { name: 'استيراد CSV', exact: true }).click();
    await choose(page, 'nameEn\nE2E Navy\n');
    await expect
      .poll(() => dialog(page).getByRole('status').first().textContent())
      .toBe(
        'لا يملأ أي عمود اللون، وهي حقول يحتاجها كل سجل جديد. الصفوف التي يطابق فيها الاسم (بالإنجليزية) سجلًا موجودًا تعدّله، وسيُرفض أي صف آخر.',
      );
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'import-phone-arabic-dark-notice');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: 'افحص الملف', exact: true }).click();
    await expect.poll(() => dialog(page).getByText('مرفوض: 1').count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'import-phone-arabic-dark-refused');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tabTo(page, 'نزّل الصفوف المرفوضة')).toBe(true);
    const saved = await downloadWithEnter(page);
    expect(saved.text.split('\r\n')).toEqual([
      '\uFEFFالصف,الخطأ,nameEn',
      '2,اللون: هذا الحقل مطلوب,E2E Navy',
    ]);
  });

  test('on a phone, in Arabic, the dialog fills the screen and reads right to left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, accounts.editor, '/dashboard/colors');
    await page.evaluate(() =>
      localStorage.setItem('showroom.settings', JSON.stringify({ language: 'ar' })),
    );
    await page.goto('/dashboard/colors');
    await page.getByRole('button', { name: 'استيراد CSV', exact: true }).click();
    await choose(page, 'nameEn,hex\nE2E Teal,#008080\n');
    await expect.poll(() => dialog(page).getByRole('table').getByRole('row').count()).toBe(3);
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'import-phone-arabic');
    expect(await seriousViolations(page)).toEqual([]);
    // Keyboard: the first column's field opens with Enter and takes a choice.
    await dialog(page).getByRole('button', { name: 'افحص الملف', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getByText('ما سيفعله الملف').count()).toBe(1);
    await shot(page, 'import-phone-arabic-checked');
  });
});
