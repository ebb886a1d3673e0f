import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import { ACCESS_TOKEN_KEY, expect, fitsWidth, seriousViolations, signIn, test } from './fixtures';

const editorOf = (page: Page, label: 'English text' | 'Arabic text') =>
  page.getByRole('textbox', { name: label });
const toolbarOf = (page: Page, label: 'English text' | 'Arabic text') =>
  page.getByRole('toolbar', { name: `Formatting: ${label}` });
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Empties an editor and leaves the caret in it. */
/** A toolbar button hands the focus back to its editor; typing waits until it has. */
async function backInEditor(page: Page, label: 'English text' | 'Arabic text') {
  await expect
    .poll(() =>
      editorOf(page, label).evaluate(
        (editor) => editor === document.activeElement || editor.contains(document.activeElement),
      ),
    )
    .toBe(true);
}

async function clearEditor(page: Page, label: 'English text' | 'Arabic text') {
  await editorOf(page, label).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

/** Saves a page through the API, as someone else editing at the same time would. */
async function saveElsewhere(page: Page, key: string, contentEn: string) {
  const status = await page.evaluate(
    async ({ key, contentEn, tokenKey }) => {
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem(tokenKey) ?? ''}`,
      };
      const read = (await (await fetch(`/api/v1/pages/${key}`)).json()) as {
        data: { version: number };
      };
      const response = await fetch(`/api/v1/pages/${key}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ contentEn, version: read.data.version }),
      });
      return response.status;
    },
    { key, contentEn, tokenKey: ACCESS_TOKEN_KEY },
  );
  expect(status).toBe(200);
}

describe('the site’s pages', () => {
  test('a policy edited in both languages with bold and a list is read on its page and by visitors signed out', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await signIn(page, accounts.editor, '/dashboard/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.getByRole('region', { name: 'English' }).getByText('What we collect').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL('**/dashboard/privacy-policy/edit');
    await editorOf(page, 'English text').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // English, with the keyboard: bold by its shortcut, the list from the toolbar.
    await clearEditor(page, 'English text');
    await page.keyboard.type('We keep ');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type('only what we need');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(page)).toBe('H2 heading');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    expect(await focusedLabel(page)).toBe('Bulleted list');
    await page.keyboard.press('Enter');
    await backInEditor(page, 'English text');
    await page.keyboard.type('Your name');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Your phone <script>window.__typed = 1</script>');
    expect(
      await toolbarOf(page, 'English text')
        .getByRole('button', { name: 'Bulleted list' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Arabic, with the mouse: bold and a numbered list from its own toolbar.
    await clearEditor(page, 'Arabic text');
    const arabicTools = toolbarOf(page, 'Arabic text');
    await page.keyboard.type('نحتفظ ');
    await arabicTools.getByRole('button', { name: 'Bold (Ctrl+B)' }).click();
    await backInEditor(page, 'Arabic text');
    await page.keyboard.type('بما نحتاجه فقط');
    await arabicTools.getByRole('button', { name: 'Bold (Ctrl+B)' }).click();
    await backInEditor(page, 'Arabic text');
    await page.keyboard.press('Enter');
    await arabicTools.getByRole('button', { name: 'Numbered list' }).click();
    await backInEditor(page, 'Arabic text');
    await page.keyboard.type('اسمك');
    expect(await editorOf(page, 'Arabic text').getAttribute('dir')).toBe('rtl');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/privacy-policy');
    await page.getByText('Privacy policy saved').waitFor();
    const english = page.getByRole('region', { name: 'English' });
    const arabic = page.getByRole('region', { name: 'Arabic' });
    expect(await english.locator('strong').textContent()).toBe('only what we need');
    expect(await english.locator('ul > li').allTextContents()).toEqual([
      'Your name',
      'Your phone <script>window.__typed = 1</script>',
    ]);
    expect(await arabic.locator('strong').textContent()).toBe('بما نحتاجه فقط');
    expect(await arabic.locator('ol > li').allTextContents()).toEqual(['اسمك']);
    expect(await arabic.locator('[lang="ar"]').getAttribute('dir')).toBe('rtl');
    // What was typed as HTML is text: shown as written, never a script, never run.
    expect(await english.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => '__typed' in window)).toBe(false);

    // A visitor, signed out, reads it at /privacy-policy in a page without the dashboard.
    const visitor = await browser.newContext({ baseURL: baseUrl });
    try {
      const publicPage = await visitor.newPage();
      await publicPage.goto('/privacy-policy');
      await publicPage.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
      const article = publicPage.locator('main [lang="en"]');
      await article.locator('strong').waitFor();
      expect(await article.locator('strong').textContent()).toBe('only what we need');
      expect(await article.locator('ul > li').count()).toBe(2);
      expect(new URL(publicPage.url()).pathname).toBe('/privacy-policy');
      expect(await publicPage.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
      expect(await seriousViolations(publicPage)).toEqual([]);

      await publicPage.getByRole('button', { name: 'العربية' }).click();
      await publicPage.waitForURL((url) => url.searchParams.get('lang') === 'ar');
      await publicPage.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' }).waitFor();
      const arabicArticle = publicPage.locator('main [lang="ar"][dir="rtl"]');
      expect(await arabicArticle.locator('strong').textContent()).toBe('بما نحتاجه فقط');
      expect(await arabicArticle.locator('ol > li').allTextContents()).toEqual(['اسمك']);
      expect(await seriousViolations(publicPage)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  test('HTML pasted into the editor keeps its formatting but loses its scripts; links are added from the keyboard', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/terms-and-conditions/edit');
    await clearEditor(page, 'English text');
    await editorOf(page, 'English text').evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<h2>Pasted terms</h2><p><b>Bold</b> and <a href="/privacy-policy">a link</a></p>' +
          '<script>window.__pasted = 1</script><img src="x" onerror="window.__pasted = 2">',
      );
      data.setData('text/plain', 'Pasted terms');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    // A link from the keyboard: select a word, Ctrl+K, an address the server keeps. With
    // nothing selected, Ctrl+K is the app's: it opens the palette, as it does anywhere.
    await backInEditor(page, 'English text');
    await page.keyboard.press('ControlOrMeta+Home');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.keyboard.press('ControlOrMeta+K');
    const palette = page.getByRole('dialog', { name: 'Search and commands', exact: true });
    await palette.waitFor();
    expect(await page.getByRole('dialog', { name: 'Add a link' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => palette.count()).toBe(0);
    await backInEditor(page, 'English text');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Read the help');
    // The editor reads typed text and moved selections a moment later, as it does for a person.
    await expect.poll(() => editorOf(page, 'English text').textContent()).toMatch(/Read the help$/);
    for (let step = 1; step <= 4; step += 1) {
      await page.keyboard.press('Shift+ArrowLeft');
      await expect
        .poll(() => page.evaluate(() => String(window.getSelection())))
        .toHaveLength(step);
    }
    // The browser tells the editor of a moved selection in its next event-loop turn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.keyboard.press('ControlOrMeta+K');
    const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
    await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await linkDialog
      .getByText('Enter an address that starts with https://, http://, mailto:, tel: or /')
      .waitFor();
    await linkDialog.getByLabel('Link address').fill('https://example.com/help');
    await page.keyboard.press('Enter');
    await expect.poll(() => linkDialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/terms-and-conditions');
    const english = page.getByRole('region', { name: 'English' });
    await english.getByRole('heading', { name: 'Pasted terms' }).waitFor();
    expect(await english.locator('strong').textContent()).toBe('Bold');
    expect(await english.getByRole('link', { name: 'a link' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(await english.getByRole('link', { name: 'help' }).getAttribute('href')).toBe(
      'https://example.com/help',
    );
    expect(await english.locator('script, img').count()).toBe(0);
    expect(await page.evaluate(() => '__pasted' in window)).toBe(false);
  });

  test('a save over someone else’s change offers to reload, and leaving unsaved text asks first', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/about/edit');
    await editorOf(page, 'English text').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' A line of mine.');

    // Leaving with unsaved text asks first; staying keeps it.
    await page.getByRole('link', { name: 'Back to the page' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/dashboard/about/edit');
    expect(await editorOf(page, 'English text').textContent()).toContain('A line of mine.');

    await saveElsewhere(page, 'about', '<p>Rewritten by a colleague.</p>');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const stale = page.getByRole('dialog', { name: 'Someone else changed this record' });
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => editorOf(page, 'English text').textContent())
      .toBe('Rewritten by a colleague.');
  });

  test('an emptied English text is named under its field and nothing is saved', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/terms-and-conditions/edit');
    await clearEditor(page, 'English text');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const editor = editorOf(page, 'English text');
    await expect.poll(() => editor.getAttribute('aria-invalid')).toBe('true');
    const [helperId] = ((await editor.getAttribute('aria-describedby')) ?? '').split(' ');
    expect(await page.locator(`[id="${helperId}"]`).textContent()).toBe('Required');
    expect(new URL(page.url()).pathname).toBe('/dashboard/terms-and-conditions/edit');
  });

  test('the editor’s code loads on the edit pages only, never on sign-in or the public page', async ({
    page,
  }) => {
    const editorChunks: string[] = [];
    page.on('request', (request) => {
      if (/rich-text-editor-[^/]*\.js/.test(request.url())) editorChunks.push(request.url());
    });
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await signIn(page, accounts.superAdmin, '/dashboard/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    expect(editorChunks).toEqual([]);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await editorOf(page, 'English text').waitFor();
    expect(editorChunks).toHaveLength(1);
  });

  describe('at phone width, in Arabic', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the view, the editor and the public page fit, right to left', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/terms-and-conditions');
      await page.getByRole('button', { name: 'العربية' }).click();
      await page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'تعديل', exact: true }).click();
      await page.getByRole('textbox', { name: 'النص العربي' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      // The toolbar's arrows follow the reading direction: left is forward in Arabic.
      // Alt+F10 reaches the toolbar from anywhere in the text, a list item included.
      await page.getByRole('textbox', { name: 'النص العربي' }).locator('li').first().click();
      await page.keyboard.press('Alt+F10');
      expect(await focusedLabel(page)).toBe('عنوان H2');
      await page.keyboard.press('ArrowLeft');
      expect(await focusedLabel(page)).toBe('عنوان فرعي H3');
      await page.keyboard.press('End');
      expect(await focusedLabel(page)).toBe('اقتباس');

      await page.goto('/privacy-policy');
      await page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
    });
  });
});
