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
