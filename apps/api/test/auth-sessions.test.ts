import type { Session, TokenPair, User } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../src/db/schema';
import type { Mail } from '../src/lib/mailer';
import { hashToken } from '../src/lib/tokens';
import { afterReplySettled } from '../src/modules/auth/after-reply';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/modules/auth/auth.service';
import { ADMIN_EMAIL, createTestApp, dataOf, JWT_SECRET, PASSWORD, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_IP_MAX_FAILURES: '100000' } });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const post = (url: string, payload: object, accessToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
const login = (emailOrPhone: string, password = PASSWORD) =>
  post('/admin/login', { emailOrPhone, password });
const refresh = (refreshToken: string) => post('/admin/refreshToken', { refreshToken });
const bellWith = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/notifications',
    headers: { authorization: `Bearer ${accessToken}` },
  });

let counter = 0;
async function staffMember() {
  counter += 1;
  const email = `member${counter}@showroom.test`;
  const user = dataOf<User>(
    await t.as('SA', {
      method: 'POST',
      url: '/api/v1/auth/users',
      payload: {
        name: `Member ${counter}`,
        username: `member${counter}`,
        email,
        kind: 'staff',
        password: PASSWORD,
      },
    }),
  );
  return user;
}

describe('answers that carry tokens', () => {
  it('are never stored by a browser or a proxy', async () => {
    const signIn = await login(ADMIN_EMAIL);
    const session = dataOf<Session>(signIn);
    const rotated = await refresh(session.refreshToken);
    const signUp = await post('/admin/register', {
      email: 'cache@showroom.test',
      username: 'cache-test',
      password: 'a good password',
    });
    const byToken = await post('/admin/getAdminByToken', { token: session.accessToken });
    for (const answer of [signIn, rotated, signUp, byToken]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('concurrent refreshes with one token', () => {
  it('let exactly one win, and leave the winner’s new session working', async () => {
    const session = dataOf<Session>(await login(ADMIN_EMAIL));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh(session.refreshToken)),
    );
    const winners = answers.filter((a) => a.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(9);
    const pair = dataOf<TokenPair>(winners[0]!);
    expect((await bellWith(pair.accessToken)).statusCode).toBe(200);
    const next = dataOf<TokenPair>(await refresh(pair.refreshToken));
    expect((await bellWith(next.accessToken)).statusCode).toBe(200);
  });

  it('still treat a used token coming back later as theft and end the family', async () => {
    const session = dataOf<Session>(await login(ADMIN_EMAIL));
    const pair = dataOf<TokenPair>(await refresh(session.refreshToken));
    // The clock moves past the grace: the first token was used long enough ago.
    await t.database.db
      .update(sessions)
      .set({
        revokedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})`,
      })
      .where(eq(sessions.tokenHash, hashToken(session.refreshToken)));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await bellWith(pair.accessToken)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuse a correctly signed token without an expiry', async () => {
    const session = dataOf<Session>(await login(ADMIN_EMAIL));
    const claims = await t.app.tokens.verify(session.accessToken);
    const forever = await new SignJWT({ rid: claims.roleId, lvl: claims.level, fam: claims.family })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer('showroom')
      .setIssuedAt()
      .sign(new TextEncoder().encode(JWT_SECRET));
    const answer = await bellWith(forever);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().details.reason).toBe('TOKEN_INVALID');
  });
});

describe('forgot password', () => {
  it('answers before looking for the account, whatever the mail does', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.spyOn(t.app.mailer, 'send').mockImplementation(async () => held);
    const known = await post('/admin/forgot-password', { email: ADMIN_EMAIL });
    const unknown = await post('/admin/forgot-password', { email: 'nobody@showroom.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    release();
    await afterReplySettled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].to).toBe(ADMIN_EMAIL);
  });

  it('answers 200 even when the mail cannot be sent', async () => {
    vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('SMTP is down'));
    const answer = await post('/admin/forgot-password', { email: ADMIN_EMAIL });
    expect(answer.statusCode).toBe(200);
    await afterReplySettled();
  });
});

describe('reset links', () => {
  /** Asks for a reset link and returns the token mailed. */
  async function resetTokenFor(email: string) {
    const sent: Mail[] = [];
    vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      sent.push(mail);
    });
    expect((await post('/admin/forgot-password', { email })).statusCode).toBe(200);
    await afterReplySettled();
    vi.restoreAllMocks();
    const token = /reset-password\?token=([\w-]+)/.exec(sent.at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link was mailed to ${email}`);
    return token;
  }
  const reset = (token: string, password = 'a brand new password') =>
    post('/admin/reset-password', { token, password });
  const expectRefused = async (token: string) => {
    const answer = await reset(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.fieldErrors.token).toEqual([
      'This reset link is invalid or has expired',
    ]);
  };

  it('stop working once a newer one is issued, and after the newer one is used', async () => {
    const user = await staffMember();
    const older = await resetTokenFor(user.email);
    const newer = await resetTokenFor(user.email);
    await expectRefused(older);
    expect((await reset(newer)).statusCode).toBe(200);
    await expectRefused(older);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('stop working when the account’s email changes', async () => {
    const user = await staffMember();
    const token = await resetTokenFor(user.email);
    dataOf(
      await t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/auth/users/${user.id}`,
        payload: { email: `moved-${user.email}`, version: user.version },
      }),
    );
    await expectRefused(token);
    expect((await login(`moved-${user.email}`)).statusCode).toBe(200);
  });

  it('stop working when the account is deleted', async () => {
    const user = await staffMember();
    const token = await resetTokenFor(user.email);
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/auth/users/${user.id}` }));
    await expectRefused(token);
    dataOf(await t.as('SA', { method: 'POST', url: `/api/v1/auth/users/${user.id}/restore` }));
    await expectRefused(token);
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('stop working when the account is blocked', async () => {
    const user = await staffMember();
    const token = await resetTokenFor(user.email);
    dataOf(await t.as('SA', { method: 'POST', url: `/api/v1/auth/users/${user.id}/block` }));
    dataOf(await t.as('SA', { method: 'POST', url: `/api/v1/auth/users/${user.id}/unblock` }));
    await expectRefused(token);
  });
});

describe('sign-up and existing accounts', () => {
  const register = (email: string, username: string) =>
    post('/admin/register', { email, username, password: 'a good password' });

  it('answers 409 "User already exists!" only for the email of a live staff account', async () => {
    const taken = await register(ADMIN_EMAIL, 'not-root');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('User already exists!');
  });

  it('does not tell that a marketplace customer has the email', async () => {
    dataOf(
      await t.as('SA', {
        method: 'POST',
        url: '/api/v1/auth/users',
        payload: {
          name: 'Buyer',
          username: 'buyer-one',
          email: 'buyer@example.com',
          kind: 'customer',
        },
      }),
    );
    const session = dataOf<Session>(await register('buyer@example.com', 'buyer-one'));
    expect(session.admin).toMatchObject({ email: 'buyer@example.com', role: { level: 'GUEST' } });
  });

  it('does not tell that a trashed staff account had the email', async () => {
    const user = await staffMember();
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/auth/users/${user.id}` }));
    const session = dataOf<Session>(await register(user.email, user.username));
    expect(session.admin.email).toBe(user.email);
    // Restoring the old account now clashes with the new one, and says on which field.
    const restore = await t.as('SA', {
      method: 'POST',
      url: `/api/v1/auth/users/${user.id}/restore`,
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().details.fieldErrors).toHaveProperty('email');
  });
});
