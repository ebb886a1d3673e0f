import type { AuditEntry, Brand, Page } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { ADMIN_EMAIL, createTestApp, dataOf, type TestApp } from './helpers';

let t: TestApp;
let brand: Brand;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.signIn('ADMIN')).admin.id;
  brand = dataOf<Brand>(
    await t.as('SA', { method: 'POST', url: '/api/v1/brand', payload: { nameEn: 'Toyota' } }),
  );
  dataOf(
    await t.as('ADMIN', {
      method: 'PATCH',
      url: `/api/v1/brand/${brand.id}`,
      payload: { nameEn: 'Toyota Motor', version: 1 },
    }),
  );
  dataOf(await t.as('ADMIN', { method: 'DELETE', url: `/api/v1/brand/${brand.id}` }));
  // A system entry: no actor.
  await t.database.db.insert(auditLog).values({
    action: 'send',
    resource: 'notifications',
    recordId: 1,
    after: { recipientsCount: 4 },
  });
});
afterAll(async () => t.close());

const read = async (query: string, level: 'SA' | 'ADMIN' = 'SA') =>
  dataOf<Page<AuditEntry>>(await t.as(level, { method: 'GET', url: `/api/v1/audit-log?${query}` }));

describe('the audit log (GET /audit-log)', () => {
  it('lists a record’s history newest first, with the actor’s name and email', async () => {
    const history = await read(`resource=brands&recordId=${brand.id}`);
    expect(history.count).toBe(3);
    expect(history.rows.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(history.rows[0]).toMatchObject({
      resource: 'brands',
      recordId: brand.id,
      actorId: adminId,
      actor: { id: adminId, name: 'ADMIN tester', email: 'admin@showroom.test' },
    });
    expect(history.rows[1]).toMatchObject({
      before: expect.objectContaining({ nameEn: 'Toyota' }),
      after: expect.objectContaining({ nameEn: 'Toyota Motor' }),
    });
    expect(history.rows[2]?.actor?.email).toBe(ADMIN_EMAIL);
  });

  it('filters by actor and by action, and pages', async () => {
    const byAdmin = await read(`actorId=${adminId}`);
    expect(byAdmin.rows.every((e) => e.actorId === adminId)).toBe(true);
    // The brand's update and delete, and the sign-in that made them possible.
    expect(byAdmin.rows.map((e) => e.action).sort()).toEqual(['delete', 'sign-in', 'update']);
    const deletes = await read('action=delete');
    expect(deletes.rows.map((e) => e.recordId)).toEqual([brand.id]);
    // Paged within the brands' entries (the sign-ins of each test account are entries too).
    const first = await read('resource=brands&limit=1&offset=0');
    const second = await read('resource=brands&limit=1&offset=1');
    expect(first.count).toBe(3);
    expect(first.rows[0]?.id).not.toBe(second.rows[0]?.id);
    expect((await read('resource=brands&sortDirection=ASC&limit=1')).rows[0]?.action).toBe(
      'create',
    );
  });

  it('reads who moved a page of records to the trash at once (?recordIds=)', async () => {
    const second = dataOf<Brand>(
      await t.as('SA', { method: 'POST', url: '/api/v1/brand', payload: { nameEn: 'Lexus' } }),
    );
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/brand/${second.id}` }));
    const deletes = await read(
      `resource=brands&action=delete&recordIds=${brand.id},${second.id},999999`,
    );
    expect(deletes.rows.map((e) => [e.recordId, e.actor?.name])).toEqual([
      [second.id, 'Super Admin'],
      [brand.id, 'ADMIN tester'],
    ]);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    // 2147483648 is one past the largest id a record can have.
    for (const bad of ['0', '1,,2', 'a', tooMany, '4,2147483648']) {
      const answer = await t.as('SA', { method: 'GET', url: `/api/v1/audit-log?recordIds=${bad}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details.fieldErrors).toEqual({
        recordIds: ['Must be at most 100 positive ids separated by commas'],
      });
    }
  });

  it('shows system entries with no actor', async () => {
    const sent = await read('resource=notifications');
    expect(sent.rows).toEqual([
      expect.objectContaining({
        action: 'send',
        actorId: null,
        actor: null,
        after: { recipientsCount: 4 },
      }),
    ]);
  });

  it('names bad filters', async () => {
    const response = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/audit-log?recordId=abc&limit=500&deleted=true',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      recordId: ['Must be a number'],
      limit: ['Must be at most 100'],
      deleted: ['Unknown field'],
    });
  });

  it('is open to roles with audit read only', async () => {
    expect((await t.as('EDITOR', { method: 'GET', url: '/api/v1/audit-log' })).statusCode).toBe(
      403,
    );
    expect((await t.as('GUEST', { method: 'GET', url: '/api/v1/audit-log' })).statusCode).toBe(403);
    expect((await read('', 'ADMIN')).count).toBeGreaterThan(0);
  });
});

describe('the audit log between two times', () => {
  beforeAll(async () => {
    await t.database.db.insert(auditLog).values([
      { action: 'send', resource: 'banners', recordId: 7, at: new Date('2026-01-01T10:00:00Z') },
      { action: 'send', resource: 'banners', recordId: 8, at: new Date('2026-01-03T10:00:00Z') },
      { action: 'send', resource: 'banners', recordId: 9, at: new Date('2026-01-05T10:00:00Z') },
    ]);
  });

  const ids = async (query: string) =>
    (await read(`resource=banners&${query}`)).rows.map((entry) => entry.recordId);

  it('keeps the changes from a time on, to a time, or in between, both ends included', async () => {
    expect(await ids('from=2026-01-03T10:00:00Z')).toEqual([9, 8]);
    expect(await ids('to=2026-01-03T10:00:00Z')).toEqual([8, 7]);
    expect(await ids('from=2026-01-02T00:00:00Z&to=2026-01-04T00:00:00Z')).toEqual([8]);
    expect((await read('resource=banners&from=2026-01-02T00:00:00Z')).count).toBe(2);
  });

  it('reads a time in any zone', async () => {
    // 14:00 in Dubai is 10:00 UTC: the entry of the 3rd is the first one kept.
    expect(await ids(`from=${encodeURIComponent('2026-01-03T14:00:00+04:00')}`)).toEqual([9, 8]);
    expect(await ids(`from=${encodeURIComponent('2026-01-03T14:00:01+04:00')}`)).toEqual([9]);
  });

  it('combines the time with the other filters', async () => {
    expect(await ids('from=2026-01-02T00:00:00Z&recordId=9')).toEqual([9]);
    expect(await ids('to=2026-01-02T00:00:00Z&recordId=9')).toEqual([]);
  });

  it('names a time without a zone and a range that ends before it starts', async () => {
    const response = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/audit-log?from=2026-01-03&to=yesterday',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      from: ['Must be a date-time with a time zone'],
      to: ['Must be a date-time with a time zone'],
    });
    const reversed = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/audit-log?from=2026-01-04T00:00:00Z&to=2026-01-02T00:00:00Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.fieldErrors).toEqual({
      to: ['Must not be before the start of the range'],
    });
  });
});

describe('times the audit log cannot hold', () => {
  it('names a from or to outside the years 1000 to 9999', async () => {
    const response = await t.as('SA', {
      method: 'GET',
      url: `/api/v1/audit-log?from=0000-01-01T00:00:00Z&to=${encodeURIComponent('9999-12-31T23:59:59-14:00')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      from: ['Must be from 1000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z'],
      to: ['Must be from 1000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z'],
    });
    const early = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/audit-log?to=0000-01-01T00:00:00Z',
    });
    expect(early.json().details.fieldErrors).toEqual({
      to: ['Must be from 1000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z'],
    });
  });

  it('reads the whole range', async () => {
    const all = await read('from=1000-01-01T00:00:00Z&to=9999-12-31T23:59:59.999Z');
    expect(all.count).toBe((await read('')).count);
  });
});
