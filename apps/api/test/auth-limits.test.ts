import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_WIDE_FACTOR } from '../src/lib/rate-limits';
import { afterReplySettled } from '../src/modules/auth/after-reply';
import { ADMIN_EMAIL, createTestApp, PASSWORD, type TestApp, newStaffMember } from './helpers';

const MAX_FAILURES = 5;
// A Redis database of its own, emptied of sign-in counters before the file runs.
const REDIS_URL = 'redis://127.0.0.1:6379/9';

async function clearRedisCounters() {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys('login_fail_*');
  if (keys.length > 0) await redis.del(...keys);
  return redis;
}

const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'memory', env: {} },
  { store: 'Redis', env: { REDIS_URL } },
];

describe.each(stores)('sign-in limits with counters in $store', ({ store, env }) => {
  let t: TestApp;
  let redis: Redis | null = null;

  beforeAll(async () => {
    if (store === 'Redis') redis = await clearRedisCounters();
    t = await createTestApp({
      env: { LOGIN_MAX_FAILURES: String(MAX_FAILURES), LOGIN_IP_MAX_FAILURES: '100000', ...env },
    });
  });
  afterAll(async () => {
    await t.close();
    redis?.disconnect();
  });

  /** A new staff member with an email and a phone, so each test has its own counters. */
  const staffMember = () => newStaffMember(t, { name: 'Limited', withPhone: true });

  const login = (emailOrPhone: string, password: string, from = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { emailOrPhone, password },
      remoteAddress: from,
    });

  it('checks at most the allowed number of passwords when 100 wrong ones arrive at once', async () => {
    const user = await staffMember();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login(user.email, 'a wrong password')),
    );
    const codes = answers.map((a) => a.statusCode);
    // A 401 is an answer after a password check; a 429 was refused before one.
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(100 - MAX_FAILURES);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(429);
    if (redis) {
      const keys = await redis.keys(`login_fail_account_ip:user:${user.id}|*`);
      expect(keys).toHaveLength(1);
    }
  });

  it('counts the email and the phone of one account together', async () => {
    const user = await staffMember();
    for (let i = 0; i < 3; i++) {
      expect((await login(user.email, 'a wrong password')).statusCode).toBe(401);
    }
    for (let i = 0; i < 2; i++) {
      expect((await login(user.phone!, 'a wrong password')).statusCode).toBe(401);
    }
    expect((await login(user.phone!, 'a wrong password')).statusCode).toBe(429);
    expect((await login(user.email.toUpperCase(), PASSWORD)).statusCode).toBe(429);
  });

  it('lets the owner sign in from their own address while a stranger is locked out', async () => {
    const user = await staffMember();
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(user.email, 'a wrong password', '203.0.113.7')).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('locks the account everywhere once guesses from many addresses pass the account-wide limit', async () => {
    const user = await staffMember();
    const accountWide = MAX_FAILURES * ACCOUNT_WIDE_FACTOR;
    const answers = await Promise.all(
      Array.from({ length: accountWide + 10 }, (_, i) =>
        login(user.email, 'a wrong password', `192.0.2.${String(i % 250)}`),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(accountWide);
    expect((await login(user.email, PASSWORD, '198.51.100.21')).statusCode).toBe(429);
  });

  it('gives an unknown identifier the same limit, counted under its normal form', async () => {
    const codes = [];
    for (const spelling of [
      'Nobody@Showroom.test',
      'nobody@showroom.test',
      ' NOBODY@showroom.test',
      'nobody@SHOWROOM.test',
      'nobody@showroom.TEST',
      'nobody@showroom.test',
    ]) {
      codes.push((await login(spelling, 'a wrong password')).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('refuses a sign-in already locked out before looking the account up', async () => {
    const user = await staffMember();
    const stranger = '203.0.113.50';
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(user.email, 'a wrong password', stranger)).statusCode).toBe(401);
    }
    // The attempt that meets the lock looks the account up, and the lock is remembered under
    // the identifier as typed.
    expect((await login(user.email, 'a wrong password', stranger)).statusCode).toBe(429);
    await afterReplySettled();
    const lookUps = vi.spyOn(t.app.db, 'select');
    try {
      for (const typed of [user.email, user.email.toUpperCase(), ` ${user.email} `]) {
        const refused = await login(typed, PASSWORD, stranger);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      }
      expect(lookUps).not.toHaveBeenCalled();
    } finally {
      lookUps.mockRestore();
    }
    expect((await login(user.email, PASSWORD, '198.51.100.60')).statusCode).toBe(200);
  });

  it('does not count a right password against the account', async () => {
    const user = await staffMember();
    for (let i = 0; i < MAX_FAILURES * 2; i++) {
      expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    }
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      expect((await login(user.email, 'a wrong password')).statusCode).toBe(401);
    }
    // A success clears the failures counted from this address.
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, 'a wrong password')).statusCode).toBe(401);
  });
});

describe('an address locked out over all accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_IP_MAX_FAILURES: '3' } });
  });
  afterAll(async () => t.close());

  const login = (emailOrPhone: string, password: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { emailOrPhone, password },
      remoteAddress: from,
    });

  it('is refused on its counter alone: no look-up, whatever identifier it types', async () => {
    const flood = '192.0.2.99';
    for (const name of ['ann', 'bob', 'cat']) {
      expect((await login(`${name}@nowhere.test`, 'a wrong password', flood)).statusCode).toBe(401);
    }
    const lookUps = vi.spyOn(t.app.db, 'select');
    try {
      for (const typed of ['dan@nowhere.test', ADMIN_EMAIL, '+971501234567']) {
        expect((await login(typed, PASSWORD, flood)).statusCode).toBe(429);
      }
      expect(lookUps).not.toHaveBeenCalled();
    } finally {
      lookUps.mockRestore();
    }
    // Everyone else signs in as usual.
    expect((await login(ADMIN_EMAIL, PASSWORD, '198.51.100.61')).statusCode).toBe(200);
  });
});
