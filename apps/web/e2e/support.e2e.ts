import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts } from './config';
import {
  expect,
  fitsWidth,
  gridRows,
  rowWith,
  search,
  seriousViolations,
  signIn,
  test,
} from './fixtures';

const SUPPORT_AGENT = 'support@showroom.local';

/** Sends a message through the marketplace's public contact form; returns the new query. */
async function contactUs(page: Page, name: string, message: string) {
  const subjects = await page.request.get('/api/v1/contactUs/subjects');
  const [subject] = (
    (await subjects.json()) as { data: { id: number; nameEn: string; nameAr: string | null }[] }
  ).data;
  if (!subject?.nameAr) throw new Error('the demo has no active contact-us subject in Arabic');
  const sent = await page.request.post('/api/v1/contactUs/queries', {
    data: { subjectId: subject.id, name, email: 'buyer@example.com', message },
  });
  expect(sent.status()).toBe(200);
  const { data } = (await sent.json()) as { data: { id: number } };
  return { id: data.id, subject: subject.nameEn, subjectAr: subject.nameAr };
}

/** A `datetime-local` value `days` from now, at 09:30 local time. */
function daysAhead(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:30`;
}

async function useArabic(page: Page) {
  await page.evaluate(() => {
    const raw = localStorage.getItem('showroom.settings');
    const settings = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    localStorage.setItem('showroom.settings', JSON.stringify({ ...settings, language: 'ar' }));
  });
  await page.reload();
}

async function compose(
  page: Page,
  notice: { title: string; audience?: string; at?: string; sendNow?: boolean },
) {
  await page.getByLabel('Title (English)').fill(notice.title);
  await page.getByLabel('Title (Arabic)').fill('عروض الشتاء');
  await page.getByLabel('Message (English)').fill('Winter offers from our partner dealers.');
  await page.getByLabel('Message (Arabic)').fill('عروض الشتاء من المعارض الشريكة.');
  if (notice.audience) {
    await page.getByRole('combobox', { name: 'Audience' }).click();
    await page.getByRole('option', { name: notice.audience }).click();
  }
  if (notice.at) await page.getByLabel('Send at').fill(notice.at);
  if (notice.sendNow) await page.getByLabel('Send now').check();
}

describe('customer queries', () => {
  test('the inbox lists seeded queries, filtered by status and subject in the URL', async ({
    page,
  }) => {
    await signIn(page, SUPPORT_AGENT, '/dashboard/queries');
    await gridRows(page).first().waitFor();
    expect(await gridRows(page).count()).toBeGreaterThan(5);
    await page.getByRole('tab', { name: 'Resolved' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'resolved');
    await gridRows(page).first().waitFor();
    await expect.poll(() => gridRows(page).filter({ hasNotText: 'Resolved' }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Selling my car' }).click();
    await page.waitForURL((url) => url.searchParams.has('subjectId'));
    expect(new URL(page.url()).searchParams.get('status')).toBe('resolved');
    await gridRows(page).first().waitFor();
    await expect
      .poll(() => gridRows(page).filter({ hasNotText: 'Selling my car' }).count())
      .toBe(0);
    // A support agent answers queries; deleting them is not theirs to do.
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a query sent while the inbox is open is announced, and shown when asked', async ({
    page,
  }) => {
    await signIn(page, SUPPORT_AGENT, '/dashboard/queries?sortBy=id&sortDirection=DESC');
    await gridRows(page).first().waitFor();
    const name = `Omar Arrival ${Date.now()}`;
    await contactUs(page, name, 'Do you deliver to Sharjah?');
    const arrivals = page.getByRole('status').filter({ hasText: 'New queries have come in.' });
    await arrivals.waitFor();
    // The rows stay where the agent is reading until the agent asks for the new ones.
    expect(await rowWith(page, name).count()).toBe(0);
    await arrivals.getByRole('button', { name: 'Show them' }).click();
    await rowWith(page, name).waitFor();
    await expect.poll(() => arrivals.count()).toBe(0);
  });

  test('a query from the contact form is opened, answered twice and resolved', async ({ page }) => {
    const name = `Layla Test ${Date.now()}`;
    const query = await contactUs(page, name, 'Is the white Land Cruiser still for sale?');
    await signIn(page, accounts.superAdmin, '/dashboard/queries?status=new');
    await search(page, name);
    await expect.poll(() => rowWith(page, name).count()).toBe(1);
    expect(await rowWith(page, name).textContent()).toContain('New');
    await page.getByRole('link', { name: `Open query #${query.id}` }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/queries/${query.id}`);

    await page
      .getByRole('heading', { name: `Query #${query.id} from ${name}`, level: 1 })
      .waitFor();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await thread.getByText('Is the white Land Cruiser still for sale?').waitFor();
    expect(await page.getByText('Nobody has replied yet.').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Customer' }).textContent()).toContain(
      query.subject,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The reply box names what is wrong, and keeps what was typed.
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => page.getByText('Required').count()).toBe(1);
    await page.getByLabel('Your reply').fill('Yes, it is. You can see it on Saturday.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply mailed to buyer@example.com.').waitFor();
    await thread.getByText('Yes, it is. You can see it on Saturday.').waitFor();
    expect(await page.getByLabel('Your reply').inputValue()).toBe('');
    // Answering a new query takes it in progress.
    await page.getByRole('button', { name: 'Mark resolved' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start work' }).count()).toBe(0);

    await page.getByLabel('Your reply').fill('We also have a grey one.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByText('We also have a grey one.').waitFor();
    // Both replies stay in the conversation, oldest first.
    const messages = thread.locator('li');
    await expect.poll(() => messages.count()).toBe(3);
    expect(await messages.nth(1).textContent()).toContain('Saturday');
    expect(await messages.nth(2).textContent()).toContain('grey');

    await page.getByRole('button', { name: 'Mark resolved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this query resolved?' });
    await dialog.getByRole('button', { name: 'Mark resolved' }).click();
    await page.getByText('This query is resolved; it takes no more replies.').waitFor();
    // The page reloads the query after the move: wait for its resolved state, not a snapshot.
    await expect.poll(() => page.getByLabel('Your reply').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Mark resolved' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.goto(`/dashboard/queries?status=resolved&search=${encodeURIComponent(name)}`);
    await expect.poll(() => rowWith(page, name).count()).toBe(1);
  });

  test('a support agent takes a new query in progress from the inbox and answers it twice', async ({
    page,
  }) => {
    const name = `Omar Test ${Date.now()}`;
    const query = await contactUs(page, name, 'Can I pay in instalments?');
    await signIn(page, SUPPORT_AGENT, `/dashboard/queries?search=${encodeURIComponent(name)}`);
    await expect.poll(() => rowWith(page, name).count()).toBe(1);
    await page.getByRole('button', { name: `Start work on query #${query.id}` }).click();
    await expect.poll(() => rowWith(page, name).textContent()).toContain('In progress');
    expect(
      await page.getByRole('button', { name: `Start work on query #${query.id}` }).count(),
    ).toBe(0);

    // A reply being written is not lost by leaving the page unawares.
    await page.getByRole('link', { name: `Open query #${query.id}` }).click();
    await page.getByLabel('Your reply').fill('Yes, over 12 or 24 months.');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => leave.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/dashboard/queries/${query.id}`);
    expect(await page.getByLabel('Your reply').inputValue()).toBe('Yes, over 12 or 24 months.');

    // An agent who may not read the audit log still sees every reply, each under its sender.
    const thread = page.getByRole('region', { name: 'Conversation' });
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply mailed to buyer@example.com.').waitFor();
    await thread.getByText('Yes, over 12 or 24 months.').waitFor();
    // The box empties once the reply is mailed: only then is the next one typed.
    await expect.poll(() => page.getByLabel('Your reply').inputValue()).toBe('');
    await page.getByLabel('Your reply').fill('The first payment is due on delivery.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByText('The first payment is due on delivery.').waitFor();
    const messages = thread.locator('li');
    await expect.poll(() => messages.count()).toBe(3);
    expect(await messages.nth(1).textContent()).toContain('Karim Fares replied');
    expect(await messages.nth(1).textContent()).toContain('12 or 24 months');
    expect(await messages.nth(2).textContent()).toContain('Karim Fares replied');
    expect(await messages.nth(2).textContent()).toContain('due on delivery');
    expect(await thread.getByText('The team replied').count()).toBe(0);
    // Reading the query again, both are still there.
    await page.reload();
    await thread.getByText('Yes, over 12 or 24 months.').waitFor();
    expect(await thread.getByText('The first payment is due on delivery.').count()).toBe(1);
  });

  test('in Arabic, a query reads right to left', async ({ page }) => {
    const name = `Test ${Date.now()}`;
    const query = await contactUs(page, name, 'هل السيارة ما زالت متاحة؟');
    await signIn(page, SUPPORT_AGENT, `/dashboard/queries/${query.id}`);
    await useArabic(page);
    await page
      .getByRole('heading', { name: `الاستفسار رقم ${query.id} من ${name}`, level: 1 })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByText('هل السيارة ما زالت متاحة؟').waitFor();
    await page.getByRole('button', { name: 'إرسال الرد' }).waitFor();
    expect(await page.getByText('لم يردّ أحد بعد.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // The subject is named in Arabic, on the query and in the inbox.
    await page.getByText(query.subjectAr, { exact: true }).waitFor();
    await page.goto(`/dashboard/queries?search=${encodeURIComponent(name)}`);
    await expect.poll(() => rowWith(page, name).count()).toBe(1);
    const subject = rowWith(page, name).locator('[data-field="subjectId"]');
    await expect.poll(() => subject.textContent()).toBe(query.subjectAr);
  });

  test('an unknown query says so, with a way back', async ({ page }) => {
    await signIn(page, SUPPORT_AGENT, '/dashboard/queries/999999');
    await page.getByText('This query does not exist or was deleted.').waitFor();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/queries');
  });
});

describe('notifications', () => {
  test('the list shows seeded ones with their status, filtered in the URL', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/notifications');
    await expect.poll(() => rowWith(page, 'Welcome to Showroom').count()).toBe(1);
    expect(await rowWith(page, 'Welcome to Showroom').textContent()).toContain('Sent');
    await page.getByRole('tab', { name: 'Scheduled' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'scheduled');
    await expect.poll(() => rowWith(page, 'Year-end clearance').count()).toBe(1);
    await expect.poll(() => gridRows(page).filter({ hasNotText: 'Scheduled' }).count()).toBe(0);
    // A sent notification is history: it can be viewed, not changed or deleted.
    await page.goto('/dashboard/notifications?status=sent');
    await expect.poll(() => rowWith(page, 'Welcome to Showroom').count()).toBe(1);
    const sent = rowWith(page, 'Welcome to Showroom');
    expect(await sent.getByRole('link', { name: 'View Welcome to Showroom' }).count()).toBe(1);
    expect(await sent.getByRole('button', { name: /^(Delete|Send now) / }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('one composed for later is listed as scheduled', async ({ page }) => {
    const title = `Winter offers ${Date.now()}`;
    await signIn(page, accounts.superAdmin, '/dashboard/notifications/create');
    await compose(page, { title, audience: 'Dealers', at: daysAhead(10), sendNow: true });
    await page.getByRole('button', { name: 'Create Notification' }).click();
    // A time and "send now" together: the form says which field to fix, and keeps the rest.
    await expect
      .poll(() => page.getByText('Choose a time or send it now, not both').count())
      .toBe(1);
    expect(await page.getByLabel('Title (English)').inputValue()).toBe(title);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Send now').uncheck();
    await page.getByRole('button', { name: 'Create Notification' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/notifications');
    await search(page, title);
    await expect.poll(() => rowWith(page, title).count()).toBe(1);
    const row = rowWith(page, title);
    expect(await row.textContent()).toContain('Scheduled');
    expect(await row.textContent()).toContain('Dealers');
    expect((await row.locator('[data-field="scheduledAt"]').textContent())?.trim()).not.toBe('');
  });

  test('one is sent now, and a draft is sent from the list', async ({ page }) => {
    const now = `Flash sale ${Date.now()}`;
    await signIn(page, accounts.superAdmin, '/dashboard/notifications/create');
    await compose(page, { title: now, audience: 'Customers', sendNow: true });
    await page.getByRole('button', { name: 'Create Notification' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/notifications');
    await search(page, now);
    await expect.poll(() => rowWith(page, now).count()).toBe(1);
    expect(await rowWith(page, now).textContent()).toContain('Sent');
    expect(
      Number(await rowWith(page, now).locator('[data-field="recipientsCount"]').textContent()),
    ).toBeGreaterThan(0);

    const draft = `Draft notice ${Date.now()}`;
    await page.goto('/dashboard/notifications/create');
    await compose(page, { title: draft });
    await page.getByRole('button', { name: 'Create Notification' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/notifications');
    await search(page, draft);
    await expect.poll(() => rowWith(page, draft).textContent()).toContain('Draft');
    // Sending cannot be taken back: it is asked first, naming what goes to whom.
    await page.getByRole('button', { name: `Send now ${draft}` }).click();
    const asked = page.getByRole('dialog', { name: `Send “${draft}” now to Everyone?` });
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'detached' });
    expect(await rowWith(page, draft).textContent()).toContain('Draft');
    await useArabic(page);
    await page.getByRole('button', { name: `إرسال الآن ${draft}` }).click();
    const askedAr = page.getByRole('dialog', { name: `إرسال «${draft}» الآن إلى الجميع؟` });
    await askedAr.getByRole('button', { name: 'إرسال', exact: true }).click();
    await expect.poll(() => rowWith(page, draft).textContent()).toContain('مُرسل');
  });

  test('an Arabic title in Latin letters is named under its field', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/notifications/create');
    await compose(page, { title: `Latin ${Date.now()}` });
    await page.getByLabel('Title (Arabic)').fill('Winter offers');
    await page.getByRole('button', { name: 'Create Notification' }).click();
    await expect.poll(() => page.getByText('Must be written in Arabic').count()).toBe(1);
  });
});

describe('at phone width', () => {
  test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

  test('the support screens do not scroll sideways', async ({ page }) => {
    const name = `Phone Test ${Date.now()}`;
    const query = await contactUs(page, name, 'A long message '.repeat(40));
    await signIn(page, accounts.superAdmin, '/dashboard/queries');
    await gridRows(page).first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.goto(`/dashboard/queries/${query.id}`);
    await page.getByRole('button', { name: 'Send reply' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.goto('/dashboard/notifications');
    await gridRows(page).first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.goto('/dashboard/notifications/create');
    await page.getByLabel('Title (English)').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
