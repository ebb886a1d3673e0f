import type { Page, Response } from 'playwright-core';
import { sampleBrands, sampleCars } from '../src/features/material/sample-data';
import { accounts } from './config';
import { expect, signIn, test } from './fixtures';

/*
 * Every screen in Arabic, as a person sees it: the sidebar's every entry (each list, page
 * and chart), a form of each list (its first row's, else a new one), the account menu, the
 * public pages and the session pages. A Latin-script word in a screen's visible text (and
 * its placeholders, labels and tooltips) fails the test unless it is data the screen was
 * given by the API (a brand, a person's name, a car's title, a customer's message) or one
 * of the few words below. Dates, numbers and money are in Arabic with Latin digits
 * (ADR 036): an Arabic-Indic digit fails it too.
 */

/**
 * Names that stay as they are in Arabic: the product, the file and picture formats, the
 * standards and the language picker's own name for English; and the labels of the keys Esc,
 * Ctrl and K (the palette's shortcut, shown in the top bar).
 */
const ALLOWED = new Set([
  'Showroom',
  'API',
  'CSV',
  'JPEG',
  'PNG',
  'WebP',
  'AVIF',
  'ISO',
  'English',
  'Esc',
  'Ctrl',
  'K',
]);

/** The template pages' bundled sample data (no API behind them): their data words. */
const SAMPLE_WORDS = [
  ...sampleBrands.map((brand) => brand.name),
  ...sampleCars.flatMap((car) => [car.title, car.country]),
];

/** Screens the sidebar links to that are not the app's to translate. */
const NOT_OURS = [
  // The API explorer (Scalar/Swagger UI) is a developer's tool, in English by design.
  '/api/docs',
];

/** Arabic-Indic (U+0660–U+0669) and Persian (U+06F0–U+06F9) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * The Latin-script words of a text: emails, addresses, domain names and anything with a
 * digit in it (a model code such as X5, a colour such as #B71C1C, an amount) left out.
 */
const latinWords = (text: string) =>
  text
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b(https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\b[\w.-]+\.(com|ae|org|net|local)\b\S*/g, ' ')
    .replace(/[^\s]*\d[^\s]*/g, ' ')
    .match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];

/** Data words and their initials (an avatar shows a name's first letter). */
const addWords = (words: Set<string>, text: string) => {
  for (const word of latinWords(text)) {
    words.add(word);
    words.add(word.charAt(0).toUpperCase());
  }
};

/**
 * Fields whose values are codes the app must put into words (a status, a level, an action):
 * never data that may show as it is.
 */
const CODE_FIELDS = new Set(['status', 'level', 'kind', 'action', 'resource', 'key', 'sortBy']);

/**
 * The words of the data the API gave the page: every string of every answer's `data`, but
 * for codes (a code field's value, or a lone lower-case token such as `pending`).
 */
function collectDataWords(words: Set<string>) {
  const walk = (value: unknown, field: string) => {
    if (typeof value === 'string') {
      if (CODE_FIELDS.has(field) || /^[a-z][a-z_-]*$/.test(value)) return;
      // Rich text is read as its words.
      addWords(words, value.replace(/<[^>]*>/g, ' '));
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, field));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, key);
  };
  return async (response: Response) => {
    if (!response.url().includes('/api/v1/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      walk(((await response.json()) as { data?: unknown }).data, '');
    } catch {
      // a body already gone (a navigation away) has nothing to add
    }
  };
}

/**
 * What a person sees: the text shown, and the placeholders, labels and tooltips of what
 * shows; and apart, what it shows as code (an icon's name, an import line, a key).
 */
const visibleText = (page: Page) =>
  page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!element.checkVisibility()) continue;
      for (const name of ['placeholder', 'aria-label', 'title'])
        parts.push(element.getAttribute(name) ?? '');
    }
    const code = [...document.querySelectorAll<HTMLElement>('code, kbd, pre')].map(
      (element) => element.innerText,
    );
    return { text: parts.join('\n'), code: code.join('\n') };
  });

/** Waits until the screen has loaded: no skeleton or busy region, and the text holds still. */
async function settled(page: Page) {
  let last = '';
  let still = 0;
  const deadline = Date.now() + 12_000;
  while (Date.now() < deadline && still < 2) {
    await page.waitForTimeout(300);
    const busy = await page.locator('.MuiSkeleton-root, [aria-busy="true"]').count();
    const text = await page.evaluate(() => document.body.innerText);
    still = !busy && text === last && text.trim() !== '' ? still + 1 : 0;
    last = text;
  }
}

/** The screens checked, and the English each showed. */
type Findings = Map<string, string[]>;

async function check(page: Page, screen: string, data: Set<string>, findings: Findings) {
  await settled(page);
  const { text, code } = await visibleText(page);
  const shownAsCode = new Set(latinWords(code));
  const english = [...new Set(latinWords(text))].filter(
    (word) => !ALLOWED.has(word) && !data.has(word) && !shownAsCode.has(word),
  );
  const digits = [...new Set(text.match(EASTERN_DIGITS) ?? [])];
  findings.set(screen, [...english, ...digits.map((digit) => `digit ${digit}`)]);
}

/** "screen: words" for each screen that showed English, for the failure message. */
const report = (findings: Findings) =>
  [...findings]
    .filter(([, words]) => words.length > 0)
    .map(([screen, words]) => `${screen}: ${words.join(', ')}`)
    .join('\n');

const inArabic = (page: Page) =>
  page.evaluate(() =>
    localStorage.setItem('showroom.settings', JSON.stringify({ theme: 'blue', language: 'ar' })),
  );

// About 60 screens, each loaded and left to settle: minutes, not the usual one.
test(
  'every signed-in screen in Arabic shows no English word but its data',
  { timeout: 900_000 },
  async ({ page }) => {
    const data = new Set<string>();
    for (const text of SAMPLE_WORDS) addWords(data, text);
    page.on('response', collectDataWords(data));
    const findings: Findings = new Map();
    await signIn(page, accounts.superAdmin, '/dashboard/analytics');
    await inArabic(page);
    await page.goto('/dashboard/analytics');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');

    // Every entry of the sidebar, its groups opened.
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await nav.waitFor();
    for (;;) {
      const closed = nav.locator('[aria-expanded="false"]');
      if ((await closed.count()) === 0) break;
      await closed.first().click();
    }
    const screens = (
      await nav
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    ).filter((path): path is string => !!path && !NOT_OURS.some((not) => path.startsWith(not)));
    expect(screens.length).toBeGreaterThan(20);
    screens.push('/charts/echarts');

    await check(page, '/dashboard/analytics', data, findings);
    await page.getByRole('button', { name: 'قائمة الحساب' }).click();
    await check(page, 'account menu', data, findings);
    await page.keyboard.press('Escape');

    for (const path of [...new Set(screens)]) {
      await page.goto(path);
      await check(page, path, data, findings);
      // A form of each list: its first row's (edit, or the record's own page), else a new one.
      const rowLink = page.locator('[role="row"][data-id] a[href^="/dashboard/"]').first();
      const create = page.locator(`a[href="${path.split('?')[0]}/create"]`).first();
      const form = (await rowLink.count())
        ? await rowLink.getAttribute('href')
        : (await create.count())
          ? await create.getAttribute('href')
          : null;
      if (form && !findings.has(form)) {
        await page.goto(form);
        await check(page, form, data, findings);
        const history = page.getByRole('button', { name: 'سجل التغييرات' });
        if (await history.count()) {
          await history.click();
          await check(page, `${form} (history)`, data, findings);
        }
      }
    }

    expect(findings.size).toBeGreaterThan(40);
    expect(report(findings), 'English words on Arabic screens (screen: words)').toBe('');
  },
);

test('the public and session pages in Arabic show no English word', async ({ page }) => {
  const data = new Set<string>();
  page.on('response', collectDataWords(data));
  const findings: Findings = new Map();
  await page.goto('/session/signin');
  await inArabic(page);
  for (const path of [
    '/session/signin',
    '/session/signup',
    '/session/forgot-password',
    '/session/reset-password?token=abc',
    '/session/404',
    '/privacy-policy',
  ]) {
    await page.goto(path);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
    await check(page, path, data, findings);
  }
  expect(report(findings), 'English words on Arabic screens (screen: words)').toBe('');
});
