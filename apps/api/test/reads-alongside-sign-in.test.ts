import type { Level, Session } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema';
import { ADMIN_EMAIL, createTestApp, PASSWORD, type TestApp } from './helpers';

// A list or a record read starts its query while the sign-in check is under way
// (plugins/auth.ts, `readsAlongsideSignIn`); these hold it to what the check decides.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => t.close());

const editorEmail = 'editor@showroom.test';
beforeEach(async () => {
  await t.signIn('EDITOR');
  await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, editorEmail));
});

const reads = [
  ['the cars list', '/api/v1/cars/'],
  ['the brands list', '/api/v1/brand/admin'],
  ['a car', '/api/v1/cars/1'],
  ['a car that does not exist', '/api/v1/cars/999999'],
  ['a list asked for with a query it refuses', '/api/v1/cars/?limit=abc'],
] as const;

const get = (level: Level | null, url: string, token?: string) =>
  token
    ? t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
    : t.as(level, { method: 'GET', url });

describe('reads that start alongside the sign-in check', () => {
  it.each(reads)('refuse %s without a token, whatever the read would answer', async (_, url) => {
    const response = await get(null, url);
    expect(response.statusCode).toBe(401);
  });

  it.each(reads)('refuse %s to a blocked account', async (_, url) => {
    const { accessToken } = await t.signIn('EDITOR');
    await t.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.email, editorEmail));
    const response = await get(null, url, accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().key).toBe('auth.blocked');
  });

  it.each(reads)('refuse %s once the session is signed out', async (_, url) => {
    // A session of its own: the shared ones stay signed in for the other tests.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { emailOrPhone: ADMIN_EMAIL, password: PASSWORD },
    });
    const { accessToken } = login.json<{ data: Session }>().data;
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/logout',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(signedOut.statusCode).toBe(200);
    const response = await get(null, url, accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().details.reason).toBe('SESSION_REVOKED');
  });

  it('refuses the next read once the role no longer grants it, and answers it again after', async () => {
    const { accessToken } = await t.signIn('EDITOR');
    const [editor] = await t.database.db.select().from(roles).where(eq(roles.level, 'EDITOR'));
    const granted = editor!.permissions;
    expect((await get(null, '/api/v1/cars/', accessToken)).statusCode).toBe(200);
    await t.database.db
      .update(roles)
      .set({ permissions: { ...granted, cars: [] } })
      .where(eq(roles.id, editor!.id));
    const refused = await get(null, '/api/v1/cars/1', accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details).toMatchObject({ resource: 'cars', action: 'read' });
    expect((await get(null, '/api/v1/cars/', accessToken)).statusCode).toBe(403);
    await t.database.db.update(roles).set({ permissions: granted }).where(eq(roles.id, editor!.id));
    expect((await get(null, '/api/v1/cars/', accessToken)).statusCode).toBe(200);
  });

  it('answers a signed-in reader as before: the page, a 404 and a refused query', async () => {
    expect((await get('SA', '/api/v1/cars/')).statusCode).toBe(200);
    expect((await get('SA', '/api/v1/cars/999999')).statusCode).toBe(404);
    expect((await get('SA', '/api/v1/cars/?limit=abc')).statusCode).toBe(400);
  });
});
