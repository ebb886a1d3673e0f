import { msg, type StaffNotificationList } from '@showroom/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffNotifications } from '../src/db/schema';
import { runJobOnce, type Job } from '../src/jobs/runner';
import { notifyStaff } from '../src/changes/staff-notices';
import { createTestApp, dataOf, freshDatabase, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const level of ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const) await t.signIn(level);
});
afterAll(async () => t.close());

const bell = async (level: 'SA' | 'ADMIN' | 'EDITOR' | 'GUEST') =>
  dataOf<StaffNotificationList>(
    await t.as(level, { method: 'GET', url: '/api/v1/admin/notifications' }),
  );

describe('the staff bell', () => {
  it('rings only for staff whose role may act on the notice', async () => {
    const told = await notifyStaff(t.database.db, {
      heading: 'notices.cars.heading',
      title: 'notices.cars.pending',
      subtitle: 'Toyota Land Cruiser 2024',
      icon: 'directions_car',
      path: '/dashboard/cars/1/details',
      audience: { resource: 'cars', action: 'update' },
    });
    expect(told).toBe(3);
    const mine = await bell('EDITOR');
    expect(mine).toMatchObject({ count: 1, unread: 1 });
    expect(mine.rows[0]).toMatchObject({
      heading: 'Cars',
      title: 'A new car waits for review',
      icon: { name: 'directions_car', color: 'primary' },
      path: '/dashboard/cars/1/details',
      readAt: null,
    });
    expect((await bell('GUEST')).count).toBe(0);
  });

  it('words a stored notice in the reader’s language', async () => {
    const arabic = dataOf<StaffNotificationList>(
      await t.as('EDITOR', {
        method: 'GET',
        url: '/api/v1/admin/notifications',
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(arabic.rows[0]).toMatchObject({
      heading: 'السيارات',
      title: 'سيارة جديدة بانتظار المراجعة',
      subtitle: 'Toyota Land Cruiser 2024',
    });
  });

  it('marks my bell read without touching anyone else’s', async () => {
    dataOf(await t.as('EDITOR', { method: 'POST', url: '/api/v1/admin/notifications/read' }));
    expect((await bell('EDITOR')).unread).toBe(0);
    expect((await bell('ADMIN')).unread).toBe(1);
  });

  it('deletes one of mine, refuses one of someone else’s, and clears all of mine', async () => {
    const adminEntry = (await bell('ADMIN')).rows[0]!;
    const foreign = await t.as('EDITOR', {
      method: 'DELETE',
      url: `/api/v1/admin/notifications/${adminEntry.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    dataOf(
      await t.as('ADMIN', {
        method: 'DELETE',
        url: `/api/v1/admin/notifications/${adminEntry.id}`,
      }),
    );
    expect((await bell('ADMIN')).count).toBe(0);

    const cleared = dataOf<{ removed: number }>(
      await t.as('SA', { method: 'DELETE', url: '/api/v1/admin/notifications' }),
    );
    expect(cleared.removed).toBe(1);
    expect((await bell('SA')).count).toBe(0);
    expect((await bell('EDITOR')).count).toBe(1);
  });
});

describe('the job runner', () => {
  /** Marks unread bell entries read, and audits each one it handles, to count doubles. */
  const markReadJob: Job = {
    name: 'test-mark-read',
    everyMs: 1000,
    async run(tx) {
      const picked = await tx
        .select({ id: staffNotifications.id })
        .from(staffNotifications)
        .where(isNull(staffNotifications.readAt))
        .limit(25)
        .for('update', { skipLocked: true });
      if (picked.length === 0) return 0;
      const ids = picked.map((p) => p.id);
      await tx
        .update(staffNotifications)
        .set({ readAt: sql`now()` })
        .where(inArray(staffNotifications.id, ids));
      await tx
        .insert(auditLog)
        .values(ids.map((id) => ({ action: 'job-test', resource: 'bell', recordId: id })));
      return ids.length;
    },
  };

  it('handles every item exactly once with two workers on one database', async () => {
    const database = await freshDatabase();
    try {
      await database.migrate();
      const { seedIfEmpty } = await import('../src/db/seed/seed');
      await seedIfEmpty(database.db, { demo: true, adminPassword: 'a password for the bell' });
      for (let i = 0; i < 6; i++) {
        await notifyStaff(database.db, {
          heading: 'notices.system.heading',
          title: msg('notices.system.jobFailed', { job: `n${i}` }),
          audience: { resource: 'brands', action: 'read' },
        });
      }
      const pending = await database.db
        .select()
        .from(staffNotifications)
        .where(isNull(staffNotifications.readAt));
      expect(pending.length).toBe(18);

      // Two processes' ticks, racing until nothing is left.
      const worker = async () => {
        let handled = 0;
        for (let round = 0; round < 10; round++)
          handled += (await runJobOnce(database.db, markReadJob)).processed;
        return handled;
      };
      const [a, b] = await Promise.all([worker(), worker()]);
      expect(a + b).toBe(18);
      const audited = await database.db
        .select({ recordId: auditLog.recordId })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'job-test')));
      expect(new Set(audited.map((r) => r.recordId)).size).toBe(18);
      expect(audited).toHaveLength(18);
    } finally {
      await database.close();
    }
  });
});
