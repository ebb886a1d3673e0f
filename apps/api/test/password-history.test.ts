import { RECENT_PASSWORDS, type Session, type User } from '@showroom/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordHistory } from '../src/db/schema/password-history';
import type { Mail } from '../src/lib/mailer';
import { afterReplySettled } from '../src/modules/auth/after-reply';
import {
  createTestApp,
  dataOf,
  newStaffMember,
  PASSWORD,
  storedRows,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_IP_MAX_FAILURES: '100000' } });
  // A fresh database and its migrations: slow on a busy machine.
}, 180_000);
afterAll(async () => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** A strong password by the shared policy, a different one for each number. */
const strong = (n: number) => `velvet otter climbs granite ${String(n)}`;

const RECENT = 'You used this password recently: choose one you have not used before';
const CURRENT = 'Choose a password other than your current one';

type Answer = { statusCode: number; json(): unknown };
const login = (emailOrPhone: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { emailOrPhone, password },
  });
const changeOwn = (token: string, currentPassword: string, password: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/account/password',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload: { currentPassword, password },
  });
/** A super admin's change to the person's account, as it is now. */
async function setAsSuperAdmin(user: User, payload: object) {
  const url = `/api/v1/auth/users/${String(user.id)}`;
  const { version } = dataOf<User>(await t.as('SA', { method: 'GET', url }));
  return t.as('SA', { method: 'PATCH', url, payload: { ...payload, version } });
}

/** The messages a 400 names under the `password` field. */
function passwordRefusal(answer: Answer) {
  expect(answer.statusCode).toBe(400);
  const body = answer.json() as {
    code: string;
    details: { fieldErrors: Record<string, string[]> };
  };
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.details.fieldErrors.password;
}

async function historyRows(userId: number) {
  const [row] = await t.database.db
    .select({ rows: count() })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId));
  return row?.rows ?? 0;
}

/** A new staff member with the shared test password, signed in. */
async function signedInMember(name: string) {
  const user = await newStaffMember(t, { name });
  const session = dataOf<Session>(await login(user.email));
  return { user, token: session.accessToken };
}

/** The person changes their own password from PASSWORD through each of `passwords`. */
async function changeThrough(token: string, passwords: string[]) {
  let current = PASSWORD;
  for (const next of passwords) {
    expect((await changeOwn(token, current, next)).statusCode).toBe(200);
    current = next;
  }
}

describe('a password used recently', () => {
  it(`is refused on one’s account while it is one of the ${String(RECENT_PASSWORDS)} before the current one, then taken again`, async () => {
    const { user, token } = await signedInMember('Hala Nasser');
    // PASSWORD, then one more than the history keeps: PASSWORD falls out of it.
    const since = Array.from({ length: RECENT_PASSWORDS + 1 }, (_, i) => strong(i + 1));
    let current = PASSWORD;
    for (const [changes, next] of since.entries()) {
      expect((await changeOwn(token, current, next)).statusCode).toBe(200);
      current = next;
      expect(await historyRows(user.id)).toBe(Math.min(changes + 1, RECENT_PASSWORDS));
    }
    // The 1st to the Nth before the current one.
    for (const earlier of since.slice(0, -1).reverse()) {
      expect(passwordRefusal(await changeOwn(token, current, earlier))).toEqual([RECENT]);
    }
    expect(passwordRefusal(await changeOwn(token, current, current))).toEqual([CURRENT]);
    // The (N+1)th is free again, and the history still holds N.
    expect((await changeOwn(token, current, PASSWORD)).statusCode).toBe(200);
    expect(await historyRows(user.id)).toBe(RECENT_PASSWORDS);
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('is refused in Arabic when the request asks for it', async () => {
    const { token } = await signedInMember('Samir Haddad');
    await changeThrough(token, [strong(1)]);
    expect(passwordRefusal(await changeOwn(token, strong(1), PASSWORD, 'ar'))).toEqual([
      'استخدمت كلمة المرور هذه مؤخرًا: اختر كلمة مرور لم تستخدمها من قبل',
    ]);
  });

  it('is refused through a reset link, which stays usable for a new one', async () => {
    const { user, token } = await signedInMember('Lina Saad');
    await changeThrough(token, [strong(1)]);
    const sent: Mail[] = [];
    vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      sent.push(mail);
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/forgot-password',
      payload: { email: user.email },
    });
    await afterReplySettled();
    const link = /reset-password\?token=([\w-]+)/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '';
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/reset-password',
        payload: { token: link, password },
      });
    expect(passwordRefusal(await reset(PASSWORD))).toEqual([RECENT]);
    expect(passwordRefusal(await reset(strong(1)))).toEqual([CURRENT]);
    expect((await reset(strong(2))).statusCode).toBe(200);
    expect(await historyRows(user.id)).toBe(2);
    expect((await login(user.email, strong(2))).statusCode).toBe(200);
  });

  it('is refused when a super admin sets the person’s password, worded for the admin', async () => {
    const { user, token } = await signedInMember('Yara Khalil');
    await changeThrough(token, [strong(1)]);
    expect(passwordRefusal(await setAsSuperAdmin(user, { password: PASSWORD }))).toEqual([
      'This person used this password recently: choose one they have not used before',
    ]);
    expect(passwordRefusal(await setAsSuperAdmin(user, { password: strong(1) }))).toEqual([
      'This is the person’s current password: choose another',
    ]);
    expect((await setAsSuperAdmin(user, { password: strong(2) })).statusCode).toBe(200);
    expect(await historyRows(user.id)).toBe(2);
    expect((await login(user.email, strong(2))).statusCode).toBe(200);
  });
});

describe('a password change that fails', () => {
  it('writes nothing when the new password is refused', async () => {
    const { user, token } = await signedInMember('Omar Fayed');
    await changeThrough(token, [strong(1)]);
    const before = await storedRows(t, passwordHistory);
    passwordRefusal(await changeOwn(token, strong(1), PASSWORD));
    passwordRefusal(await changeOwn(token, strong(1), 'password123'));
    passwordRefusal(await setAsSuperAdmin(user, { password: PASSWORD }));
    expect(await storedRows(t, passwordHistory)).toEqual(before);
    expect((await login(user.email, strong(1))).statusCode).toBe(200);
  });

  it('writes nothing when the rest of the change is refused after the password passed', async () => {
    const { user, token } = await signedInMember('Rami Aziz');
    const other = await newStaffMember(t, { name: 'Rami Other' });
    await changeThrough(token, [strong(1)]);
    const before = await storedRows(t, passwordHistory);
    // The new email is taken: the database refuses the row the password was written with.
    const answer = await setAsSuperAdmin(user, { password: strong(2), email: other.email });
    expect(answer.statusCode).toBe(409);
    expect(await storedRows(t, passwordHistory)).toEqual(before);
    expect((await login(user.email, strong(1))).statusCode).toBe(200);
    // The same password alone is taken, and keeps the one it replaced, once.
    expect((await setAsSuperAdmin(user, { password: strong(2) })).statusCode).toBe(200);
    expect(await historyRows(user.id)).toBe(2);
  });
});

describe('a deleted user', () => {
  it('takes their password history along', async () => {
    const { user, token } = await signedInMember('Dalia Mansour');
    await changeThrough(token, [strong(1), strong(2)]);
    expect(await historyRows(user.id)).toBe(2);
    const deleted = await t.as('SA', {
      method: 'DELETE',
      url: `/api/v1/auth/users/${String(user.id)}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await historyRows(user.id)).toBe(0);
  });
});
