import type { Admin, Session, SignInEntry, User } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { roles } from '../src/db/schema';
import type { Mail } from '../src/lib/mailer';
import { afterReplySettled } from '../src/modules/auth/after-reply';
import {
  createTestApp,
  dataOf,
  PASSWORD,
  type TestApp,
  newStaffMember,
  auditEntries,
} from './helpers';

let t: TestApp;
let editorRoleId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_IP_MAX_FAILURES: '100000' } });
  const [editor] = await t.database.db.select().from(roles).where(eq(roles.level, 'EDITOR'));
  editorRoleId = editor!.id;
  // A fresh database and its migrations: slow on a busy machine.
}, 180_000);
afterAll(async () => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** Weak by the policy: a common password, and one made of its owner's own name. */
const COMMON = 'password123';
/** Strong by the policy: four unrelated words. */
const STRONG = 'velvet otter climbs granite';

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { payload?: object; token?: string; headers?: Headers } = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${path}`,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
const login = (emailOrPhone: string, password = PASSWORD, headers: Headers = {}) =>
  call('POST', '/admin/login', { payload: { emailOrPhone, password }, headers });
const bellWith = (token: string) => call('GET', '/admin/notifications', { token });

/** A new Editor, with the shared test password. */
const staffMember = () => newStaffMember(t, { name: 'Nadia Farouk', roleId: editorRoleId });

/** A refusal of the `password` field: 400 VALIDATION_FAILED, with a reason and a suggestion. */
function expectWeakPassword(answer: { statusCode: number; json(): unknown }) {
  expect(answer.statusCode).toBe(400);
  const body = answer.json() as {
    code: string;
    details: { fieldErrors: Record<string, string[]> };
  };
  expect(body.code).toBe('VALIDATION_FAILED');
  const messages = body.details.fieldErrors.password ?? [];
  expect(messages).toHaveLength(2);
  return messages;
}

describe('a weak password', () => {
  it('is refused at sign-up, with the reason and a suggestion, in English and in Arabic', async () => {
    const payload = { email: 'weak.signup@showroom.test', username: 'weak-signup' };
    const english = expectWeakPassword(
      await call('POST', '/admin/register', { payload: { ...payload, password: COMMON } }),
    );
    expect(english[0]).toBe('This is a commonly used password.');
    expect(english[1]).toBe('Add more words that are less common.');
    const arabic = expectWeakPassword(
      await call('POST', '/admin/register', {
        payload: { ...payload, password: COMMON },
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(arabic).toEqual([
      'هذه كلمة مرور شائعة الاستخدام.',
      'أضف المزيد من الكلمات الأقل شيوعًا.',
    ]);
    // Nothing was created: the strong password then opens the account.
    const session = dataOf<Session>(
      await call('POST', '/admin/register', { payload: { ...payload, password: STRONG } }),
    );
    expect(session.admin.email).toBe(payload.email);
  });

  it('is refused when it is made of the person’s own name or email', async () => {
    const messages = expectWeakPassword(
      await call('POST', '/admin/register', {
        payload: {
          email: 'zainab.alkhatib@showroom.test',
          username: 'zainab-k',
          password: 'zainab.alkhatib',
        },
      }),
    );
    expect(messages[0]).toBe(
      'It should not contain your name, email, username or the name of this site.',
    );
  });

  it('is refused by a reset link, which stays usable for a strong one', async () => {
    const user = await staffMember();
    const sent: Mail[] = [];
    vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      sent.push(mail);
    });
    await call('POST', '/admin/forgot-password', { payload: { email: user.email } });
    await afterReplySettled();
    const token = /reset-password\?token=([\w-]+)/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '';
    expectWeakPassword(
      await call('POST', '/admin/reset-password', { payload: { token, password: COMMON } }),
    );
    const reset = await call('POST', '/admin/reset-password', {
      payload: { token, password: STRONG },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, STRONG)).statusCode).toBe(200);
  });

  it('is refused when an admin creates a staff account', async () => {
    const messages = expectWeakPassword(
      await t.as('SA', {
        method: 'POST',
        url: '/api/v1/auth/users',
        payload: {
          name: 'Omar Said',
          username: 'omar-said',
          email: 'omar.said@showroom.test',
          kind: 'staff',
          password: 'omar.said',
        },
      }),
    );
    expect(messages[0]).toBe(
      'It should not contain your name, email, username or the name of this site.',
    );
  });

  it('is refused when a super admin gives a staff account a new one', async () => {
    const user = await staffMember();
    expectWeakPassword(
      await t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/auth/users/${user.id}`,
        payload: { password: COMMON, version: user.version },
      }),
    );
    // The account kept its password.
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('is refused as one’s own new password, which stays as it was', async () => {
    const user = await staffMember();
    const session = dataOf<Session>(await login(user.email));
    expectWeakPassword(
      await call('POST', '/admin/account/password', {
        token: session.accessToken,
        payload: { currentPassword: PASSWORD, password: COMMON },
      }),
    );
    expect((await login(user.email)).statusCode).toBe(200);
  });
});

describe('a password given by an admin in the users module', () => {
  it('ends the account’s sessions when a super admin sets a strong one', async () => {
    const user = await staffMember();
    const session = dataOf<Session>(await login(user.email));
    const updated = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/auth/users/${user.id}`,
      payload: { password: STRONG, version: user.version },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).not.toHaveProperty('data.passwordHash');
    expect((await bellWith(session.accessToken)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, STRONG)).statusCode).toBe(200);
  });

  it('may not be set on a colleague by an admin who is no super admin', async () => {
    const user = await staffMember();
    const answer = await t.as('ADMIN', {
      method: 'PATCH',
      url: `/api/v1/auth/users/${user.id}`,
      payload: { password: STRONG, version: user.version },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().details.fieldErrors).toHaveProperty('password');
  });

  it('is refused for a customer, who has no password here', async () => {
    const customer = dataOf<User>(
      await t.as('SA', {
        method: 'POST',
        url: '/api/v1/auth/users',
        payload: {
          name: 'Buyer',
          username: 'buyer-pw',
          email: 'buyer.pw@x.test',
          kind: 'customer',
        },
      }),
    );
    const answer = await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/auth/users/${customer.id}`,
      payload: { password: STRONG, version: customer.version },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.fieldErrors.password).toEqual([
      'Only staff accounts have a password here',
    ]);
  });
});

describe('changing one’s own password', () => {
  const change = (token: string, currentPassword: string, password: string) =>
    call('POST', '/admin/account/password', { token, payload: { currentPassword, password } });

  it('needs the right current password, named on its field', async () => {
    const user = await staffMember();
    const session = dataOf<Session>(await login(user.email));
    const wrong = await change(session.accessToken, 'not my password at all', STRONG);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: { currentPassword: ['This is not your current password'] } },
    });
    const arabic = await call('POST', '/admin/account/password', {
      token: session.accessToken,
      payload: { currentPassword: 'not my password at all', password: STRONG },
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().details.fieldErrors.currentPassword).toEqual([
      'هذه ليست كلمة مرورك الحالية',
    ]);
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('refuses the current password as the new one', async () => {
    const user = await staffMember();
    const session = dataOf<Session>(await login(user.email));
    const same = await change(session.accessToken, PASSWORD, PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().details.fieldErrors.password).toEqual([
      'Choose a password other than your current one',
    ]);
  });

  it('ends the other sessions, keeps this one, and audits the change without the hash', async () => {
    const user = await staffMember();
    const here = dataOf<Session>(await login(user.email));
    const elsewhere = dataOf<Session>(await login(user.email));
    const answer = await change(here.accessToken, PASSWORD, STRONG);
    expect(dataOf<{ endedSessions: number }>(answer)).toEqual({ endedSessions: 1 });
    expect((await bellWith(here.accessToken)).statusCode).toBe(200);
    expect((await bellWith(elsewhere.accessToken)).statusCode).toBe(401);
    const refreshed = await call('POST', '/admin/refreshToken', {
      payload: { refreshToken: elsewhere.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, STRONG)).statusCode).toBe(200);
    const [entry] = await auditEntries(t, { recordId: user.id, action: 'password-change' });
    expect(entry).toMatchObject({ actorId: user.id, resource: 'users', before: null, after: null });
  });

  it('needs a signed-in account', async () => {
    const answer = await call('POST', '/admin/account/password', {
      payload: { currentPassword: PASSWORD, password: STRONG },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('one’s own profile', () => {
  const update = (token: string, payload: object, headers: Headers = {}) =>
    call('PATCH', '/admin/account/profile', { token, payload, headers });

  it('refuses invalid fields, naming each', async () => {
    const user = await staffMember();
    const { accessToken } = dataOf<Session>(await login(user.email));
    const answer = await update(accessToken, {
      name: '  ',
      email: 'not-an-email',
      phone: '12',
      roleId: 1,
    });
    expect(answer.statusCode).toBe(400);
    const { fieldErrors } = answer.json().details as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors.name).toEqual(['Required']);
    expect(fieldErrors.email).toEqual(['Must be a valid email address']);
    expect(fieldErrors.phone).toEqual(['Must be an international number like +971501234567']);
    expect(Object.keys(fieldErrors)).toContain('roleId');
    const arabic = await update(
      accessToken,
      { email: 'not-an-email' },
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().details.fieldErrors.email).toEqual([
      'يجب أن يكون عنوان بريد إلكتروني صالحًا',
    ]);
  });

  it('changes one’s name, audited, keeping every session; a new phone ends the others', async () => {
    const user = await staffMember();
    const here = dataOf<Session>(await login(user.email));
    const elsewhere = dataOf<Session>(await login(user.email));
    const renamed = dataOf<Admin>(await update(here.accessToken, { name: 'Nadia F.' }));
    expect(renamed).toMatchObject({ id: user.id, name: 'Nadia F.', phone: null });
    expect((await bellWith(elsewhere.accessToken)).statusCode).toBe(200);
    const [entry] = await auditEntries(t, { recordId: user.id, action: 'profile-update' });
    expect(entry).toMatchObject({
      actorId: user.id,
      before: { name: user.name },
      after: { name: 'Nadia F.' },
    });
    const phoned = dataOf<Admin>(await update(here.accessToken, { phone: '+971 50 765 4321' }));
    expect(phoned.phone).toBe('+971507654321');
    expect((await bellWith(here.accessToken)).statusCode).toBe(200);
    expect((await bellWith(elsewhere.accessToken)).statusCode).toBe(401);
  });

  it('ends the other sessions when the email changes, and refuses one already taken', async () => {
    const user = await staffMember();
    const other = await staffMember();
    const here = dataOf<Session>(await login(user.email));
    const elsewhere = dataOf<Session>(await login(user.email));
    const taken = await update(here.accessToken, { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.fieldErrors.email).toEqual([
      'A user with this email already exists',
    ]);
    expect((await bellWith(elsewhere.accessToken)).statusCode).toBe(200);
    const moved = `moved.${user.email}`;
    expect(dataOf<Admin>(await update(here.accessToken, { email: moved })).email).toBe(moved);
    expect((await bellWith(here.accessToken)).statusCode).toBe(200);
    expect((await bellWith(elsewhere.accessToken)).statusCode).toBe(401);
    expect((await login(moved)).statusCode).toBe(200);
  });
});

describe('recent sign-ins', () => {
  it('lists one’s own successful sign-ins, newest first, with address and browser', async () => {
    const user = await staffMember();
    const other = await staffMember();
    await login(user.email, 'a wrong password here');
    await login(user.email, PASSWORD, { 'user-agent': 'FirstBrowser/1.0' });
    const session = dataOf<Session>(
      await login(user.email, PASSWORD, { 'user-agent': 'SecondBrowser/2.0' }),
    );
    await login(other.email);
    const entries = dataOf<SignInEntry[]>(
      await call('GET', '/admin/account/sign-ins', { token: session.accessToken }),
    );
    expect(entries.map((entry) => entry.userAgent)).toEqual([
      'SecondBrowser/2.0',
      'FirstBrowser/1.0',
    ]);
    expect(entries[0]?.ip).toBe('127.0.0.1');
    const audited = (await auditEntries(t, { recordId: user.id, action: 'sign-in' })).at(-1);
    expect(audited).toMatchObject({ actorId: user.id, resource: 'users', ip: '127.0.0.1' });
  });

  it('needs a signed-in account', async () => {
    expect((await call('GET', '/admin/account/sign-ins')).statusCode).toBe(401);
  });
});
