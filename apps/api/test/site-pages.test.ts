import type { SitePage } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../src/db/schema';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const read = (key: string) => t.as(null, { method: 'GET', url: `/api/v1/pages/${key}` });
const put = (key: string, payload: Record<string, unknown>, level: 'SA' | 'EDITOR' = 'SA') =>
  t.as(level, { method: 'PUT', url: `/api/v1/pages/${key}`, payload });
const currentVersion = async (key: string) => dataOf<SitePage>(await read(key)).version;
/** Saves English content on the terms page and answers what was stored. */
const saveTerms = async (contentEn: string) =>
  dataOf<SitePage>(
    await put('terms-and-conditions', {
      contentEn,
      version: await currentVersion('terms-and-conditions'),
    }),
  ).contentEn;

describe('reading the site’s pages', () => {
  it('answers each known page to anyone, signed in or not, from the start', async () => {
    for (const key of ['about', 'privacy-policy', 'terms-and-conditions']) {
      const page = dataOf<SitePage>(await read(key));
      expect(page).toMatchObject({ key, contentEn: '', contentAr: null, version: 1 });
    }
    const about = dataOf<SitePage>(await t.as(null, { method: 'GET', url: '/api/v1/about/' }));
    expect(about.key).toBe('about');
  });

  it('answers 404 for a page it does not know, on reads and writes', async () => {
    const missing = await read('careers');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Page not found' });
    expect((await put('careers', { contentEn: '<p>Join us</p>', version: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('writing a page', () => {
  it('needs the pages update permission', async () => {
    const body = { contentEn: '<p>Hi</p>', version: 1 };
    expect(
      (await t.as(null, { method: 'PUT', url: '/api/v1/pages/about', payload: body })).statusCode,
    ).toBe(401);
    const guest = await t.as('GUEST', { method: 'PUT', url: '/api/v1/pages/about', payload: body });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().message).toBe('You do not have permission to change pages');
  });

  it('stores both languages, bumps the version and records the change in the audit log', async () => {
    const editor = await t.signIn('EDITOR');
    const saved = dataOf<SitePage>(
      await put(
        'privacy-policy',
        {
          contentEn: '<h2>Your data</h2><p>We keep what we need.</p>',
          contentAr: '<h2>بياناتك</h2><p>نحتفظ بما نحتاجه فقط.</p>',
          version: 1,
        },
        'EDITOR',
      ),
    );
    expect(saved).toMatchObject({
      key: 'privacy-policy',
      contentEn: '<h2>Your data</h2><p>We keep what we need.</p>',
      contentAr: '<h2>بياناتك</h2><p>نحتفظ بما نحتاجه فقط.</p>',
      version: 2,
    });
    expect(dataOf<SitePage>(await read('privacy-policy'))).toEqual(saved);

    const [row] = await t.database.db
      .select()
      .from(sitePages)
      .where(eq(sitePages.key, 'privacy-policy'));
    const audit = await auditEntries(t, { resource: 'pages', recordId: row!.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      actorId: editor.admin.id,
      before: { contentEn: '', version: 1 },
      after: { contentEn: '<h2>Your data</h2><p>We keep what we need.</p>', version: 2 },
    });
  });

  it('answers 409 on a stale version and keeps the newer content', async () => {
    const first = await put('about', { contentEn: '<p>Showroom, since 2026.</p>', version: 1 });
    expect(first.statusCode).toBe(200);
    const second = await put('about', { contentEn: '<p>Older draft</p>', version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION', details: { currentVersion: 2 } });
    expect(dataOf<SitePage>(await read('about')).contentEn).toBe('<p>Showroom, since 2026.</p>');
  });

  it('names every invalid field', async () => {
    const response = await put('about', { contentAr: 'English only', extra: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      contentEn: ['Required'],
      contentAr: ['Must be written in Arabic'],
      version: ['The record version is required'],
      extra: ['Unknown field'],
    });
  });

  it('clears the Arabic content when it is sent empty', async () => {
    const version = await currentVersion('privacy-policy');
    const saved = dataOf<SitePage>(
      await put('privacy-policy', { contentEn: '<p>Short policy</p>', contentAr: '', version }),
    );
    expect(saved.contentAr).toBeNull();
  });
});

describe('sanitising page content on the server', () => {
  it('keeps headings, paragraphs, lists, emphasis and safe links', async () => {
    const html =
      '<h1>Terms</h1><h3>Listings</h3><p><strong>Bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u><br /></p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>' +
      '<p dir="rtl"><a href="https://example.com/help" title="Help">help</a> ' +
      '<a href="/privacy-policy">policy</a> <a href="mailto:help@showroom.local">mail</a></p>';
    expect(await saveTerms(html)).toBe(html);
  });

  it('removes scripts, styles, frames and images with their content', async () => {
    expect(
      await saveTerms(
        '<p>Safe</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://x.test"></iframe><img src=x onerror=alert(1)>',
      ),
    ).toBe('<p>Safe</p>');
  });

  it('removes event handlers and style attributes', async () => {
    expect(
      await saveTerms(
        '<p onclick="alert(1)" style="color:red">Click</p><h2 onmouseover="x()">Title</h2>',
      ),
    ).toBe('<p>Click</p><h2>Title</h2>');
  });

  it('removes javascript:, data: and protocol-relative link targets, however written', async () => {
    expect(
      await saveTerms(
        '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>' +
          '<a href="jav&#x61;script:alert(1)">c</a><a href="data:text/html,hi">d</a><a href="//evil.test">e</a>',
      ),
    ).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a>');
  });

  it('makes a link that opens a new tab unable to reach back to the site', async () => {
    expect(
      await saveTerms('<p><a href="https://example.com" target="_blank" rel="opener">out</a></p>'),
    ).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a></p>',
    );
    expect(await saveTerms('<p><a href="https://example.com" target="_top">top</a></p>')).toBe(
      '<p><a href="https://example.com">top</a></p>',
    );
  });

  it('turns pasted divs into paragraphs and drops unknown tags but keeps their text', async () => {
    expect(await saveTerms('<div>One</div><section><marquee>Two</marquee></section>')).toBe(
      '<p>One</p>Two',
    );
  });

  it('refuses English content that has no text once sanitised', async () => {
    const version = await currentVersion('terms-and-conditions');
    const response = await put('terms-and-conditions', {
      contentEn: '<script>alert(1)</script><p> </p>',
      version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ contentEn: ['Must contain some text'] });
    expect(await currentVersion('terms-and-conditions')).toBe(version);
  });
});
