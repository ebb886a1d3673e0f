import type { Notification, Page } from '@showroom/contract';
import { and, count, eq, inArray, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users } from '../src/db/schema';
import { runJobOnce } from '../src/jobs/runner';
import { sendNotificationsJob } from '../src/jobs/send-notifications';
import { sendDueNotifications } from '../src/modules/notifications/notifications.service';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The audiences: 3 active customers, 2 active dealers, and some who never count.
  const person = (i: number, extra: Partial<typeof users.$inferInsert>) => ({
    name: `Person ${i}`,
    username: `person${i}`,
    email: `person${i}@example.com`,
    ...extra,
  });
  await t.database.db
    .insert(users)
    .values([
      person(1, { kind: 'customer' }),
      person(2, { kind: 'customer' }),
      person(3, { kind: 'customer' }),
      person(4, { kind: 'dealer' }),
      person(5, { kind: 'dealer' }),
      person(6, { kind: 'customer', status: 'blocked' }),
      person(7, { kind: 'dealer', deletedAt: new Date() }),
    ]);
});
afterAll(async () => t.close());

const root = '/api/v1/notifications/general';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const compose = (payload: Record<string, unknown>) =>
  t.as('EDITOR', { method: 'POST', url: root, payload });
const message = (overrides: Record<string, unknown> = {}) => ({
  titleEn: 'Eid offers',
  titleAr: 'عروض العيد',
  bodyEn: 'Zero-interest finance on every SUV this week.',
  bodyAr: 'تمويل بدون فوائد على جميع سيارات الدفع الرباعي هذا الأسبوع.',
  audience: 'all',
  ...overrides,
});
const list = async (query: string) =>
  dataOf<Page<Notification>>(await t.as('EDITOR', { method: 'GET', url: `${root}?${query}` }));

describe('composing a notification', () => {
  it('keeps one without a time as a draft, with its author', async () => {
    const editor = await t.signIn('EDITOR');
    const draft = dataOf<Notification>(await compose(message()));
    expect(draft).toMatchObject({
      titleEn: 'Eid offers',
      audience: 'all',
      status: 'draft',
      scheduledAt: null,
      sentAt: null,
      recipientsCount: null,
      createdBy: editor.admin.id,
    });
  });

  it('schedules one for a future time', async () => {
    const at = inHours(3);
    const scheduled = dataOf<Notification>(
      await compose(message({ scheduledAt: at.toISOString() })),
    );
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      scheduledAt: at.toISOString(),
      sentAt: null,
    });
  });

  it('sends one now to the active users of its audience', async () => {
    const expected = { all: 5, customers: 3, dealers: 2 } as const;
    for (const audience of ['all', 'customers', 'dealers'] as const) {
      const sent = dataOf<Notification>(await compose(message({ audience, sendNow: true })));
      expect(sent).toMatchObject({ status: 'sent', recipientsCount: expected[audience] });
      expect(sent.sentAt).not.toBeNull();
    }
  });

  it('names every invalid field: a past time, both a time and now, an unknown audience', async () => {
    const response = await compose({
      titleEn: '',
      titleAr: 'Latin',
      bodyEn: 'x'.repeat(1001),
      audience: 'staff',
      scheduledAt: 'tomorrow',
      pinned: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      titleEn: ['Required'],
      titleAr: ['Must be written in Arabic'],
      bodyEn: ['Must be at most 1000 characters'],
      audience: ['Must be one of: all, customers, dealers'],
      scheduledAt: ['Must be a date and time like 2026-12-01T09:00:00Z'],
      pinned: ['Unknown field'],
    });
    const past = await compose(message({ scheduledAt: inHours(-1).toISOString() }));
    expect(past.json().details.fieldErrors).toEqual({ scheduledAt: ['Must be in the future'] });
    const both = await compose(message({ scheduledAt: inHours(1).toISOString(), sendNow: true }));
    expect(both.json().details.fieldErrors).toEqual({
      scheduledAt: ['Choose a time or send it now, not both'],
    });
  });
});

describe('changing a notification', () => {
  it('edits and reschedules one until it is sent, then refuses with 409', async () => {
    const draft = dataOf<Notification>(await compose(message()));
    const patch = (payload: object) =>
      t.as('EDITOR', { method: 'PATCH', url: `${root}/${draft.id}`, payload });
    const scheduled = dataOf<Notification>(
      await patch({
        titleEn: 'Eid offers, extended',
        scheduledAt: inHours(5).toISOString(),
        version: 1,
      }),
    );
    expect(scheduled).toMatchObject({
      titleEn: 'Eid offers, extended',
      status: 'scheduled',
      version: 2,
    });
    const backToDraft = dataOf<Notification>(await patch({ scheduledAt: null, version: 2 }));
    expect(backToDraft.status).toBe('draft');
    const stale = await patch({ titleEn: 'late', version: 1 });
    expect(stale.json().code).toBe('STALE_VERSION');
    const sent = dataOf<Notification>(
      await patch({ sendNow: true, audience: 'dealers', version: 3 }),
    );
    expect(sent).toMatchObject({ status: 'sent', recipientsCount: 2 });
    const afterSending = await patch({ titleEn: 'Too late', version: 4 });
    expect(afterSending.statusCode).toBe(409);
    expect(afterSending.json().message).toBe(
      'This notification was sent; it can no longer be changed',
    );
    const deleting = await t.as('ADMIN', { method: 'DELETE', url: `${root}/${draft.id}` });
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().message).toBe('This notification was sent; it can no longer be deleted');
  });

  it('moves an unsent one to the trash, and restores it', async () => {
    const draft = dataOf<Notification>(await compose(message({ titleEn: 'Trash me' })));
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `${root}/${draft.id}` }));
    expect((await list('search=Trash me')).count).toBe(0);
    expect((await list('search=Trash me&deleted=true')).count).toBe(1);
    dataOf(await t.as('ADMIN', { method: 'POST', url: `${root}/${draft.id}/restore` }));
    expect((await list('search=Trash me')).count).toBe(1);
  });
});

describe('the notifications list (GET /notifications/general)', () => {
  it('pages newest first and filters by status and audience', async () => {
    const all = await list('limit=100');
    const page = await list('limit=2&offset=1');
    expect(page.count).toBe(all.count);
    expect(page.rows.map((n) => n.id)).toEqual(all.rows.slice(1, 3).map((n) => n.id));
    for (const status of ['draft', 'scheduled', 'sent'] as const) {
      const rows = (await list(`status=${status}&limit=100`)).rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((n) => n.status === status)).toBe(true);
    }
    expect(
      (await list('audience=dealers&limit=100')).rows.every((n) => n.audience === 'dealers'),
    ).toBe(true);
    const bad = await t.as('EDITOR', { method: 'GET', url: `${root}?status=queued` });
    expect(bad.json().details.fieldErrors).toEqual({
      status: ['Must be one of: draft, scheduled, sent'],
    });
  });
});

describe('the send job', () => {
  const dueAuditRows = async (ids: number[]) =>
    t.database.db
      .select({ recordId: auditLog.recordId, n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'notifications'),
          eq(auditLog.action, 'send'),
          inArray(auditLog.recordId, ids),
        ),
      )
      .groupBy(auditLog.recordId);

  it('sends what is due at `now`, records the delivery, and leaves the rest', async () => {
    const soon = dataOf<Notification>(
      await compose(message({ audience: 'customers', scheduledAt: inHours(1).toISOString() })),
    );
    const later = dataOf<Notification>(
      await compose(message({ scheduledAt: inHours(48).toISOString() })),
    );
    const trashed = dataOf<Notification>(
      await compose(message({ scheduledAt: inHours(1).toISOString() })),
    );
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `${root}/${trashed.id}` }));
    const now = inHours(24);
    // Notifications scheduled earlier in this file are due by then too.
    const result = await runJobOnce(t.database.db, sendNotificationsJob, now);
    expect(result.ran).toBe(true);
    expect(result.processed).toBeGreaterThanOrEqual(1);
    const [stored] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, soon.id));
    expect(stored).toMatchObject({ status: 'sent', sentAt: now, recipientsCount: 3, version: 2 });
    const [notYet] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, later.id));
    expect(notYet?.sentAt).toBeNull();
    const [binned] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, trashed.id));
    expect(binned?.sentAt).toBeNull();
    const [entry] = await auditEntries(t, { action: 'send', recordId: soon.id });
    expect(entry).toMatchObject({ actorId: null, after: { recipientsCount: 3 } });
    expect(await runJobOnce(t.database.db, sendNotificationsJob, now)).toEqual({
      ran: true,
      processed: 0,
    });
  });

  it('lets two concurrent workers send every due notification exactly once', async () => {
    const now = inHours(100);
    // Whatever earlier tests scheduled and the job has not sent yet is due by then too.
    const [waiting] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          isNull(notifications.sentAt),
          isNull(notifications.deletedAt),
          lte(notifications.scheduledAt, now),
        ),
      );
    const due = await t.database.db
      .insert(notifications)
      .values(
        Array.from({ length: 230 }, (_, i) => ({
          titleEn: `Batch ${i}`,
          bodyEn: 'Due',
          audience: 'all' as const,
          scheduledAt: inHours(99 - (i % 7)),
        })),
      )
      .returning({ id: notifications.id });
    const ids = due.map((d) => d.id);
    // Two workers that bypass the job's advisory lock, so SKIP LOCKED alone keeps them apart.
    const worker = async () => {
      let total = 0;
      for (;;) {
        const processed = await t.database.db.transaction((tx) =>
          sendDueNotifications(tx, now, 40),
        );
        total += processed;
        if (processed === 0) return total;
      }
    };
    const [a, b] = await Promise.all([worker(), worker()]);
    expect(a + b).toBe(230 + (waiting?.n ?? 0));
    const audited = await dueAuditRows(ids);
    expect(audited).toHaveLength(230);
    expect(audited.every((row) => row.n === 1)).toBe(true);
    const [unsent] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(and(inArray(notifications.id, ids), isNull(notifications.sentAt)));
    expect(unsent?.n).toBe(0);
  });

  it('runs one job at a time across processes: a second runner finds the lock taken', async () => {
    const now = inHours(200);
    const due = await t.database.db
      .insert(notifications)
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          titleEn: `Locked ${i}`,
          bodyEn: 'Due',
          audience: 'customers' as const,
          scheduledAt: inHours(150),
        })),
      )
      .returning({ id: notifications.id });
    const drain = async () => {
      let processed = 0;
      for (let round = 0; round < 10; round++) {
        const result = await runJobOnce(t.database.db, sendNotificationsJob, now);
        processed += result.processed;
        if (result.ran && result.processed === 0) break;
      }
      return processed;
    };
    const [a, b] = await Promise.all([drain(), drain()]);
    expect(a + b).toBe(150);
    const audited = await dueAuditRows(due.map((d) => d.id));
    expect(audited.every((row) => row.n === 1)).toBe(true);
    expect(audited).toHaveLength(150);
  });
});

describe('a time a notification cannot store', () => {
  it('refuses a time in the year 10000, naming scheduledAt, and writes nothing', async () => {
    const stored = async () => ({
      notifications: await t.database.db.select().from(notifications),
      audit: await t.database.db.select().from(auditLog),
    });
    const before = await stored();
    const response = await compose(message({ scheduledAt: '9999-12-31T23:59:59-14:00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      scheduledAt: ['Must be from 1000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z'],
    });
    expect(await stored()).toEqual(before);
  });
});
