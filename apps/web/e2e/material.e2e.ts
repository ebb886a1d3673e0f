import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { expect, fitsWidth, gridRows, seriousViolations, signIn, test } from './fixtures';

/** Each template page: its English and Arabic headings and the component it is about. */
const showcases: { slug: string; en: string; ar: string; main(page: Page): Locator }[] = [
  { slug: 'table', en: 'Table', ar: 'الجدول', main: (page) => gridRows(page).first() },
  {
    slug: 'form',
    en: 'Form',
    ar: 'النموذج',
    main: (page) => page.getByRole('button', { name: /^(Check and submit|تحقق وأرسل)$/ }),
  },
  {
    slug: 'buttons',
    en: 'Buttons',
    ar: 'الأزرار',
    main: (page) => page.getByRole('button', { name: /^(Secondary|ثانوي)$/ }).first(),
  },
  {
    slug: 'icons',
    en: 'Icons',
    ar: 'الأيقونات',
    main: (page) => page.getByRole('button', { name: /DirectionsCarOutlined$/ }),
  },
  {
    slug: 'progress',
    en: 'Progress',
    ar: 'مؤشرات التقدم',
    main: (page) => page.getByTestId('upload-percent'),
  },
  {
    slug: 'menu',
    en: 'Menu',
    ar: 'القوائم',
    main: (page) => page.getByRole('button', { name: /^(Open the actions|فتح الإجراءات)$/ }),
  },
  {
    slug: 'checkbox',
    en: 'Checkbox',
    ar: 'مربعات الاختيار',
    main: (page) => page.getByRole('checkbox', { name: /^(All features|كل المزايا)$/ }),
  },
  {
    slug: 'switch',
    en: 'Switch',
    ar: 'المفاتيح',
    main: (page) =>
      page.getByRole('switch', { name: /^(Send me a weekly summary|أرسل إليّ ملخصًا أسبوعيًا)$/ }),
  },
  {
    slug: 'radio',
    en: 'Radio',
    ar: 'أزرار الاختيار',
    main: (page) => page.getByRole('radiogroup').first(),
  },
  {
    slug: 'slider',
    en: 'Slider',
    ar: 'المنزلقات',
    main: (page) => page.getByRole('slider', { name: /^(Lowest price|أدنى سعر)$/ }),
  },
  {
    slug: 'autocomplete',
    en: 'Autocomplete',
    ar: 'الإكمال التلقائي',
    main: (page) => page.getByRole('combobox', { name: /^(Brand|العلامة التجارية)$/ }),
  },
  {
    slug: 'expansion-panel',
    en: 'Expansion panel',
    ar: 'اللوحات القابلة للتوسيع',
    main: (page) => page.getByRole('button', { expanded: true }).first(),
  },
  {
    slug: 'dialog',
    en: 'Dialog',
    ar: 'مربعات الحوار',
    main: (page) =>
      page.getByRole('button', { name: /^(Delete the sample car|حذف السيارة التجريبية)$/ }),
  },
  {
    slug: 'snackbar',
    en: 'Snackbar',
    ar: 'الإشعارات المنبثقة',
    main: (page) => page.getByRole('button', { name: /^(Show a success toast|عرض إشعار نجاح)$/ }),
  },
];

/** Opens a template page and waits for its heading and its main component. */
async function open(page: Page, showcase: (typeof showcases)[number], language: 'en' | 'ar') {
  await page.goto(`/material/${showcase.slug}`);
  await page.getByRole('heading', { name: showcase[language], level: 1, exact: true }).waitFor();
  await showcase.main(page).waitFor();
}

const showcase = (slug: string) => showcases.find((item) => item.slug === slug)!;

/** The list of template pages is long; one sign-in serves them all. */
const ALL_PAGES_MS = 180_000;

describe('the template pages', () => {
  test(
    'each opens from the sidebar for an editor, shows its heading and component, with no serious axe violation',
    async ({ page }) => {
      await signIn(page, accounts.editor, '/dashboard/analytics');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('button', { name: 'Template pages' }).click();
      // Click once the group has finished opening: a click during its animation can miss.
      await nav
        .locator('.MuiCollapse-entered')
        .getByRole('link', { name: 'Expansion panel' })
        .click();
      await page.waitForURL((url) => url.pathname === '/material/expansion-panel');
      const violations: Record<string, unknown[]> = {};
      for (const item of showcases) {
        await open(page, item, 'en');
        const found = await seriousViolations(page);
        if (found.length) violations[item.slug] = found;
      }
      expect(violations).toEqual({});
    },
    ALL_PAGES_MS,
  );

  test(
    'in Arabic on a dark theme at phone width, each reads right to left and fits the screen',
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, accounts.editor, '/material/table');
      await page.evaluate(() =>
        localStorage.setItem(
          'showroom.settings',
          JSON.stringify({ language: 'ar', theme: 'purpleDark1' }),
        ),
      );
      const violations: Record<string, unknown[]> = {};
      const overflowing: string[] = [];
      for (const item of showcases) {
        await open(page, item, 'ar');
        if (!(await fitsWidth(page))) overflowing.push(item.slug);
        const found = await seriousViolations(page);
        if (found.length) violations[item.slug] = found;
      }
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
      ).toBe('dark');
      expect(overflowing).toEqual([]);
      expect(violations).toEqual({});
    },
    ALL_PAGES_MS,
  );

  test('the table sorts, searches, and removes a row after asking, with Undo', async ({ page }) => {
    await signIn(page, accounts.editor, '/material/table');
    await open(page, showcase('table'), 'en');
    expect(await gridRows(page).count()).toBe(10);
    await page.getByRole('columnheader', { name: 'Price' }).click();
    await expect.poll(() => gridRows(page).first().textContent()).toContain('Nissan Sunny SV');
    await page.getByRole('searchbox', { name: 'Search the cars' }).fill('kia');
    await expect.poll(() => gridRows(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Remove Kia EV9 GT-Line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this car from the sample?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => gridRows(page).count()).toBe(2);
  });

  test('the form names each wrong field, then shows what it would send', async ({ page }) => {
    await signIn(page, accounts.editor, '/material/form');
    await open(page, showcase('form'), 'en');
    await page.getByRole('button', { name: 'Check and submit' }).click();
    await page.getByText('Enter a title of 3 to 80 characters').waitFor();
    await page.getByText('Enter a price above zero').waitFor();
    await page.getByText('Choose the condition').waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Kia Sportage GT-Line');
    await page.getByRole('textbox', { name: 'Price' }).fill('98000');
    await page.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'Used' }).click();
    await page.getByRole('button', { name: 'Check and submit' }).click();
    await page.getByText('Kia Sportage GT-Line passed every check.').waitFor();
    const sent = JSON.parse((await page.getByTestId('form-result').textContent()) ?? '{}') as {
      price: number;
      condition: string;
    };
    expect(sent).toMatchObject({ price: 9_800_000, condition: 'used' });

    // Typing again and starting over asks first, then empties the form.
    await page.getByRole('textbox', { name: 'Title' }).fill('Kia Sportage draft');
    await page.getByRole('button', { name: 'Start again' }).click();
    const ask = page.getByRole('dialog', { name: 'Discard what you typed?' });
    await ask.getByRole('button', { name: 'Start again' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
    expect(await page.getByTestId('form-result').count()).toBe(0);
  });

  test('the dialogs open from their buttons and close with Escape, giving the focus back', async ({
    page,
  }) => {
    await signIn(page, accounts.editor, '/material/dialog');
    await open(page, showcase('dialog'), 'en');
    const opener = page.getByRole('button', { name: 'Delete the sample car' });
    await opener.click();
    const confirm = page.getByRole('dialog', { name: 'Delete this car?' });
    await confirm.waitFor();
    // The safe choice has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Cancel');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expect
      .poll(() => opener.evaluate((element) => element === document.activeElement))
      .toBe(true);

    await page.getByRole('button', { name: 'Reject with a reason' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject the sample car' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await reject.getByText('Write the reason the seller will read').waitFor();
    await reject.getByRole('textbox', { name: 'Reason' }).fill('The photos show another car.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await reject.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('dialog-outcome').textContent()).toBe(
      'Rejected with the reason: The photos show another car.',
    );
  });

  test('the snackbar page shows the app toasts and its Undo works', async ({ page }) => {
    await signIn(page, accounts.editor, '/material/snackbar');
    await open(page, showcase('snackbar'), 'en');
    await page.getByRole('button', { name: 'Show a success toast' }).click();
    await page.getByText('The brand was saved.').waitFor();
    await page.getByRole('button', { name: 'Show a toast with Undo' }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByText('The car is back.').waitFor();
    await page.getByRole('button', { name: 'Show a snackbar' }).click();
    await page.getByText('Your draft was kept on this device.').waitFor();
  });

  test('a slider moves by keyboard and the matching cars follow', async ({ page }) => {
    await signIn(page, accounts.editor, '/material/slider');
    await open(page, showcase('slider'), 'en');
    const lowest = page.getByRole('slider', { name: 'Lowest price' });
    const matches = () => page.getByTestId('slider-matches').textContent();
    expect(await lowest.getAttribute('aria-valuenow')).toBe('100000');
    const before = await matches();
    await lowest.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => lowest.getAttribute('aria-valuenow')).toBe('105000');
    await page.keyboard.press('PageUp');
    await expect.poll(() => lowest.getAttribute('aria-valuenow')).toBe('155000');
    // Cars from 100,000 to 155,000 dirhams dropped out of the range.
    await expect.poll(matches).not.toBe(before);
    const year = page.getByRole('slider', { name: /^Model year/ });
    await year.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('slider-year').textContent()).toBe('2021');
  });

  test('the autocomplete narrows the brands as one types', async ({ page }) => {
    await signIn(page, accounts.editor, '/material/autocomplete');
    await open(page, showcase('autocomplete'), 'en');
    await page.getByRole('combobox', { name: 'Brand' }).fill('to');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['🇯🇵 JPToyota']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('autocomplete-brand').textContent())
      .toBe('Toyota is from 🇯🇵 JP');
  });

  test('the menu opens, moves and chooses with the keyboard', async ({ page }) => {
    await signIn(page, accounts.editor, '/material/menu');
    await open(page, showcase('menu'), 'en');
    await page.getByRole('button', { name: 'Open the actions' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('menu-choice').textContent()).toBe('You chose: Duplicate.');
  });

  test('checkboxes, switches, radios, icons and the upload react to a click', async ({ page }) => {
    await signIn(page, accounts.editor, '/material/checkbox');
    await open(page, showcase('checkbox'), 'en');
    await page.getByRole('checkbox', { name: 'All features' }).click();
    await page.getByText('Chosen: 6 of 6').waitFor();

    await open(page, showcase('switch'), 'en');
    await page.getByRole('switch', { name: 'Email me about cars waiting for review' }).click();
    await expect
      .poll(() => page.getByTestId('switch-summary').textContent())
      .toContain('Email me about cars waiting for reviewOn');

    await open(page, showcase('radio'), 'en');
    await page.getByRole('radio', { name: 'Electric' }).first().click();
    expect(await page.getByTestId('radio-choice').textContent()).toBe('Chosen: Electric');

    await open(page, showcase('icons'), 'en');
    await page.getByRole('searchbox', { name: 'Search the icons' }).fill('car');
    await page.getByText('3 icons').waitFor();
    await page.getByRole('button', { name: 'Show CarRepairOutlined' }).click();
    expect(await page.getByTestId('chosen-icon').textContent()).toBe('CarRepairOutlined');

    await open(page, showcase('progress'), 'en');
    for (let step = 0; step < 7; step += 1)
      await page.getByRole('button', { name: 'Advance by 10 %' }).click();
    await page.getByText('The upload is complete.').waitFor();
  });
});
