import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Session, TokenPair } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { afterReplySettled } from '../src/modules/auth/after-reply';
import { createTokenSigner, hashToken } from '../src/lib/tokens';
import {
  ADMIN_EMAIL,
  JWT_SECRET,
  PASSWORD,
  createTestApp,
  dataOf,
  type TestApp,
  auditEntries,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '1000' } });
});
afterAll(async () => t.close());

const login = (emailOrPhone: string, password: string, url = '/api/v1/admin/login') =>
  t.app.inject({ method: 'POST', url, payload: { emailOrPhone, password } });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/refreshToken', payload: { refreshToken } });
const brandsWith = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/brand/admin',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('sign-in', () => {
  it('returns both tokens and the admin with the role and its permissions', async () => {
    const session = dataOf<Session>(await login(ADMIN_EMAIL.toUpperCase(), PASSWORD));
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(session.admin).toMatchObject({ email: ADMIN_EMAIL, role: { level: 'SA' } });
    expect(session.admin.role.permissions.brands).toEqual(['read', 'create', 'update', 'delete']);
    expect(session.admin).not.toHaveProperty('passwordHash');
  });

  it('accepts a phone number in place of the email', async () => {
    await t.database.db
      .update(users)
      .set({ phone: '+971501234567' })
      .where(eq(users.email, ADMIN_EMAIL));
    const session = dataOf<Session>(await login('+971 50 123 4567', PASSWORD));
    expect(session.admin.email).toBe(ADMIN_EMAIL);
  });

  it('gives the same 401 for a wrong password and for an unknown account', async () => {
    const wrong = await login(ADMIN_EMAIL, 'not the password');
    const unknown = await login('ghost@showroom.test', 'not the password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'Invalid email or password',
      });
    }
  });

  it('refuses a blocked account even with the right password', async () => {
    await t.signIn('EDITOR');
    await t.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.email, 'editor@showroom.test'));
    const response = await login('editor@showroom.test', PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account is blocked');
    await t.database.db
      .update(users)
      .set({ status: 'active' })
      .where(eq(users.email, 'editor@showroom.test'));
  });
});

describe('sign-in rate limit', () => {
  it('locks an account after repeated failures, whatever the spelling of the path', async () => {
    await t.signIn('ADMIN');
    const email = 'admin@showroom.test';
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong password')).statusCode).toBe(401);
    // The right password no longer helps, through any spelling of the route.
    for (const url of ['/api/v1/admin/login', '/api/v1/admin/login/', '/api/v1/admin/login?x=1']) {
      const response = await login(email, PASSWORD, url);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(response.json().details.retryAfterSeconds).toBeGreaterThan(0);
    }
    for (const url of ['/API/V1/ADMIN/LOGIN', '/api/v1/Admin/Login']) {
      expect((await login(email, PASSWORD, url)).statusCode).not.toBe(200);
    }
    // Other accounts are not affected.
    expect((await login(ADMIN_EMAIL, PASSWORD)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates the pair, and the new access token works', async () => {
    const first = dataOf<Session>(await login(ADMIN_EMAIL, PASSWORD));
    const second = dataOf<TokenPair>(await refresh(first.refreshToken));
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await brandsWith(second.accessToken)).statusCode).toBe(200);
    const third = dataOf<TokenPair>(await refresh(second.refreshToken));
    expect((await brandsWith(third.accessToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = dataOf<Session>(await login(ADMIN_EMAIL, PASSWORD));
    const second = dataOf<TokenPair>(await refresh(first.refreshToken));
    // Long enough ago not to be a concurrent refresh that lost the race.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, hashToken(first.refreshToken)));

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      details: { reason: 'REFRESH_INVALID' },
    });

    // The thief's replay also ends the legitimate holder's session.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await brandsWith(second.accessToken)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous uses of one token succeed', async () => {
    const session = dataOf<Session>(await login(ADMIN_EMAIL, PASSWORD));
    const results = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  });

  it('rejects an unknown refresh token', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('rejects a request without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/brand/admin' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Sign in to continue',
    });
  });

  it('rejects an expired token and says so', async () => {
    const session = dataOf<Session>(await login(ADMIN_EMAIL, PASSWORD));
    const claims = await t.app.tokens.verify(session.accessToken);
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60 * 1000);
    const expired = await createTokenSigner(JWT_SECRET, () => sixteenMinutesAgo).sign(claims);
    const response = await brandsWith(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().details.reason).toBe('TOKEN_EXPIRED');
  });

  it('rejects a token signed with another key', async () => {
    const session = dataOf<Session>(await login(ADMIN_EMAIL, PASSWORD));
    const claims = await t.app.tokens.verify(session.accessToken);
    const forged = await createTokenSigner('another-secret-of-the-same-length-or-more!!').sign({
      ...claims,
      level: 'SA',
    });
    const response = await brandsWith(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().details.reason).toBe('TOKEN_INVALID');
    expect((await brandsWith(`${session.accessToken.slice(0, -2)}xx`)).statusCode).toBe(401);
  });

  it('returns the admin for a token, as the web app asks at start', async () => {
    const session = dataOf<Session>(await login(ADMIN_EMAIL, PASSWORD));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/getAdminByToken',
      payload: { token: session.accessToken },
    });
    expect(dataOf(response)).toEqual(session.admin);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/getAdminByToken',
      payload: { token: 'nonsense' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('stops working after sign-out, with its refresh token', async () => {
    const session = dataOf<Session>(await login(ADMIN_EMAIL, PASSWORD));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/logout',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(dataOf(out)).toEqual({ ok: true });
    expect((await brandsWith(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('sign-up', () => {
  it('creates a GUEST who can sign in but not manage anything', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      payload: {
        email: 'New.Person@Showroom.test',
        username: 'new.person',
        password: 'a good password',
      },
    });
    const session = dataOf<Session>(response);
    expect(session.admin).toMatchObject({
      email: 'new.person@showroom.test',
      role: { level: 'GUEST' },
    });
    expect((await brandsWith(session.accessToken)).statusCode).toBe(403);
    const [row] = await auditEntries(t, { action: 'register' });
    expect(row).toMatchObject({ resource: 'users', recordId: session.admin.id });
  });

  it('answers 409 "User already exists!" for a taken email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      payload: { email: ADMIN_EMAIL, username: 'someone-else', password: 'a good password' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'User already exists!',
      details: { fieldErrors: { email: ['User already exists!'] } },
    });
  });
});

describe('password reset', () => {
  /** The outbox's messages, oldest first, with their quoted-printable bodies decoded. */
  const outboxMessages = async () => {
    const dir = t.config.outboxDir;
    const files = await readdir(dir).catch(() => []);
    const raw = await Promise.all(files.sort().map((f) => readFile(path.join(dir, f), 'utf8')));
    return raw.map((m) =>
      m
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  };
  const lastResetToken = async () =>
    /reset-password\?token=([\w-]+)/.exec((await outboxMessages()).at(-1) ?? '')?.[1];

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const before = (await outboxMessages()).length;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/forgot-password',
      payload: { email: 'nobody@showroom.test' },
    });
    expect(unknown.statusCode).toBe(200);
    await afterReplySettled();
    expect((await outboxMessages()).length).toBe(before);
  });

  it('mails a single-use link that sets the password and ends every session', async () => {
    const old = dataOf<Session>(await login(ADMIN_EMAIL, PASSWORD));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/forgot-password',
      payload: { email: ADMIN_EMAIL },
    });
    expect(asked.statusCode).toBe(200);
    await afterReplySettled();
    expect((await outboxMessages()).at(-1)).toContain(`To: ${ADMIN_EMAIL}`);
    const token = await lastResetToken();
    expect(token).toMatch(/^[\w-]{43}$/);

    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/reset-password',
        payload: { token, password },
      });
    expect((await reset('a brand new password')).statusCode).toBe(200);
    expect((await brandsWith(old.accessToken)).statusCode).toBe(401);
    expect((await login(ADMIN_EMAIL, 'a brand new password')).statusCode).toBe(200);

    const again = await reset('yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().details.fieldErrors.token).toEqual([
      'This reset link is invalid or has expired',
    ]);

    // Put the shared password back for the tests that follow.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/forgot-password',
      payload: { email: ADMIN_EMAIL },
    });
    await afterReplySettled();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reset-password',
      payload: { token: await lastResetToken(), password: PASSWORD },
    });
  });
});
