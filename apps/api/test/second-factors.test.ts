import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  EnrolledSession,
  LoginResult,
  RecoveryCodes,
  SecondFactorStatus,
  Session,
  SignedIn,
  TotpSetup,
} from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorApps, roles, signInTickets, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { hashToken } from '../src/lib/tokens';
import {
  ADMIN_EMAIL,
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

const DAY_MS = 24 * 60 * 60 * 1000;

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const get = (url: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
const login = async (email: string) =>
  dataOf<LoginResult>(await post('/admin/login', { emailOrPhone: email, password: PASSWORD }));

/** The code an app with this secret shows `offsetSteps` time steps from now. */
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** A code the app shows at no step near now. */
function wrongCode(secret: string) {
  const near = new Set([-1, 0, 1, 2].map((step) => codeAt(secret, step)));
  let guess = 0;
  while (near.has(String(guess).padStart(6, '0'))) guess += 1;
  return String(guess).padStart(6, '0');
}

let people = 0;
/** A new staff account of a system role, as a super admin would make it. */
async function staffOf(level: 'ADMIN' | 'EDITOR', roleId?: number) {
  people += 1;
  const email = `person${people}@showroom.test`;
  const [role] = await t.database.db.select().from(roles).where(eq(roles.level, level));
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: `Person ${people}`,
      username: `person-${people}`,
      email,
      passwordHash: await hashPassword(PASSWORD),
      roleId: roleId ?? role!.id,
      kind: 'staff',
    })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** Signs in without a second factor due, and sets up an app: its secret and recovery codes. */
async function enrolled(level: 'ADMIN' | 'EDITOR' = 'EDITOR') {
  const person = await staffOf(level);
  const session = (await login(person.email)) as SignedIn;
  const setup = dataOf<TotpSetup>(
    await post('/admin/second-factors/totp', undefined, session.accessToken),
  );
  const { recoveryCodes } = dataOf<RecoveryCodes>(
    await post(
      '/admin/second-factors/totp/confirm',
      { code: codeAt(setup.secret) },
      session.accessToken,
    ),
  );
  return { ...person, session, secret: setup.secret, recoveryCodes };
}

/** The ticket of the second step of a sign-in, after checking that no token came with it. */
async function ticketOf(email: string) {
  const result = await login(email);
  expect(result).not.toHaveProperty('accessToken');
  if (!('secondFactor' in result))
    throw new Error(`expected a second step: ${JSON.stringify(result)}`);
  return result.secondFactor.ticket;
}

describe('setting up an authenticator app', () => {
  it('gives a QR code URI and a secret that is stored sealed, not as text', async () => {
    const person = await staffOf('EDITOR');
    const session = (await login(person.email)) as SignedIn;
    const setup = dataOf<TotpSetup>(
      await post('/admin/second-factors/totp', undefined, session.accessToken),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Showroom:person\d+%40showroom\.test\?/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    const [stored] = await t.database.db
      .select()
      .from(authenticatorApps)
      .where(eq(authenticatorApps.userId, person.id));
    expect(stored?.sealedSecret).toMatch(/^v1\./);
    expect(stored?.sealedSecret).not.toContain(setup.secret);
    expect(stored?.confirmedAt).toBeNull();
    // Not confirmed yet: signing in asks for nothing more.
    expect(await login(person.email)).toHaveProperty('accessToken');
  });

  it('takes effect only with a right code, and then gives ten single-use recovery codes', async () => {
    const person = await staffOf('EDITOR');
    const { accessToken } = (await login(person.email)) as SignedIn;
    const setup = dataOf<TotpSetup>(
      await post('/admin/second-factors/totp', undefined, accessToken),
    );
    const wrong = await post(
      '/admin/second-factors/totp/confirm',
      { code: codeAt(setup.secret, -4) },
      accessToken,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      details: { fieldErrors: { code: [expect.stringContaining('not right')] } },
    });
    const badFormat = await post(
      '/admin/second-factors/totp/confirm',
      { code: '12ab56' },
      accessToken,
    );
    expect(badFormat.json()).toMatchObject({
      statusCode: 400,
      details: { fieldErrors: { code: [expect.any(String)] } },
    });

    const { recoveryCodes } = dataOf<RecoveryCodes>(
      await post('/admin/second-factors/totp/confirm', { code: codeAt(setup.secret) }, accessToken),
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const status = dataOf<SecondFactorStatus>(await get('/admin/second-factors', accessToken));
    expect(status).toMatchObject({ recoveryCodesLeft: 10, required: false, enrolBy: null });
    expect(status.totp?.enrolledAt).toEqual(expect.any(String));
    const audited = await auditEntries(t, {
      recordId: person.id,
      action: 'second-factor-enrolled',
    });
    expect(audited).toHaveLength(1);
    // A second app is not set up over the first.
    const again = await post('/admin/second-factors/totp', undefined, accessToken);
    expect(again.statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('answers a right password with a ticket, not a token, that no other route takes', async () => {
    const { email } = await enrolled();
    const result = await login(email);
    expect(result).toEqual({
      secondFactor: {
        ticket: expect.stringMatching(/^\d+\.[\w-]{43}$/),
        methods: ['totp', 'recovery-code'],
        expiresAt: expect.any(String),
      },
    });
    const ticket = (result as { secondFactor: { ticket: string } }).secondFactor.ticket;
    expect((await get('/brand/admin', ticket)).statusCode).toBe(401);
    expect((await get('/admin/second-factors', ticket)).statusCode).toBe(401);
    expect((await post('/admin/getAdminByToken', { token: ticket })).statusCode).toBe(401);
    expect((await post('/admin/refreshToken', { refreshToken: ticket })).statusCode).toBe(401);
    // An enrolment ticket's step does not take it either.
    expect((await post('/admin/login/enrolment', { ticket })).statusCode).toBe(401);
  });

  it('refuses a wrong code and an expired one, and signs in with a right one', async () => {
    const { email, secret } = await enrolled();
    const ticket = await ticketOf(email);
    const wrong = await post('/admin/login/second-factor', { ticket, code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      details: { fieldErrors: { code: [expect.stringContaining('not right')] } },
    });
    // Three steps (90 seconds) old: past the window of one step either side.
    const expired = await post('/admin/login/second-factor', { ticket, code: codeAt(secret, -3) });
    expect(expired.statusCode).toBe(401);
    // The code of the step after the one the set-up used (the window takes one step ahead).
    const session = dataOf<Session>(
      await post('/admin/login/second-factor', { ticket, code: codeAt(secret, 1) }),
    );
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect((await get('/brand/admin', session.accessToken)).statusCode).toBe(200);
    // The ticket was used: it gives no second session.
    const replay = await post('/admin/login/second-factor', { ticket, code: codeAt(secret, 1) });
    expect(replay.json()).toMatchObject({ statusCode: 401, details: { reason: 'TICKET_INVALID' } });
  });

  it('refuses a code used already within its window', async () => {
    const { email, secret } = await enrolled();
    const code = codeAt(secret, 1);
    dataOf<Session>(
      await post('/admin/login/second-factor', { ticket: await ticketOf(email), code }),
    );
    const reused = await post('/admin/login/second-factor', {
      ticket: await ticketOf(email),
      code,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      details: { fieldErrors: { code: [expect.any(String)] } },
    });
    // Nor an older code of the window, once a later one was used.
    const older = await post('/admin/login/second-factor', {
      ticket: await ticketOf(email),
      code: codeAt(secret, 0),
    });
    expect(older.statusCode).toBe(401);
  });

  it('signs in with a recovery code once, and refuses it the second time', async () => {
    const { email, recoveryCodes, session } = await enrolled();
    const recoveryCode = recoveryCodes[3]!.toLowerCase().replace(/-/g, ' ');
    const first = dataOf<Session>(
      await post('/admin/login/second-factor', { ticket: await ticketOf(email), recoveryCode }),
    );
    expect(first.admin.email).toBe(email);
    const second = await post('/admin/login/second-factor', {
      ticket: await ticketOf(email),
      recoveryCode,
    });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({
      details: { fieldErrors: { recoveryCode: [expect.stringContaining('recovery code')] } },
    });
    const status = dataOf<SecondFactorStatus>(
      await get('/admin/second-factors', session.accessToken),
    );
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('gives new recovery codes for a current code, and the old ones stop working', async () => {
    const { email, secret, recoveryCodes, session } = await enrolled();
    const wrong = await post(
      '/admin/second-factors/recovery-codes',
      { code: wrongCode(secret) },
      session.accessToken,
    );
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      details: { fieldErrors: { code: [expect.any(String)] } },
    });
    const renewed = dataOf<RecoveryCodes>(
      await post(
        '/admin/second-factors/recovery-codes',
        { code: codeAt(secret, 1) },
        session.accessToken,
      ),
    );
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[0]);
    const old = await post('/admin/login/second-factor', {
      ticket: await ticketOf(email),
      recoveryCode: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(401);
    dataOf<Session>(
      await post('/admin/login/second-factor', {
        ticket: await ticketOf(email),
        recoveryCode: renewed.recoveryCodes[0],
      }),
    );
  });

  it('refuses both a code and a recovery code, or neither, naming the field', async () => {
    const { email } = await enrolled();
    const ticket = await ticketOf(email);
    const neither = await post('/admin/login/second-factor', { ticket });
    expect(neither.json()).toMatchObject({
      statusCode: 400,
      details: { fieldErrors: { code: [expect.any(String)] } },
    });
    const both = await post('/admin/login/second-factor', {
      ticket,
      code: '123456',
      recoveryCode: 'ABCD-EFGH-JKLM',
    });
    expect(both.json()).toMatchObject({
      statusCode: 400,
      details: { fieldErrors: { code: [expect.any(String)] } },
    });
  });

  it('refuses an expired ticket', async () => {
    const { email, secret } = await enrolled();
    const ticket = await ticketOf(email);
    await t.database.db
      .update(signInTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInTickets.tokenHash, hashToken(ticket)));
    const late = await post('/admin/login/second-factor', { ticket, code: codeAt(secret, 1) });
    expect(late.json()).toMatchObject({ statusCode: 401, details: { reason: 'TICKET_INVALID' } });
  });

  it('counts wrong codes as wrong passwords, refusing on the counter before any lookup', async () => {
    const { id, email, secret } = await enrolled();
    const ticket = await ticketOf(email);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('/admin/login/second-factor', { ticket, code: wrongCode(secret) })).statusCode,
      ).toBe(401);
    }
    const right = await post('/admin/login/second-factor', { ticket, code: codeAt(secret, 1) });
    expect(right.statusCode).toBe(429);
    // A made-up ticket of the same account is counted too: refused before it is looked up.
    const madeUp = await post('/admin/login/second-factor', {
      ticket: `${id}.${'x'.repeat(43)}`,
      code: '123456',
    });
    expect(madeUp.statusCode).toBe(429);
  });
});

describe('roles that require a second factor', () => {
  it('are Super Admin and Admin by default, each starting the grace period at first sign-in', async () => {
    const sa = (await login(ADMIN_EMAIL)) as SignedIn;
    expect(sa.accessToken).toEqual(expect.any(String));
    const by = Date.parse(sa.secondFactorDue!.by);
    expect(by - Date.now()).toBeGreaterThan(13.9 * DAY_MS);
    expect(by - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);
    // The same end on the next sign-in: counted from the first one.
    expect(((await login(ADMIN_EMAIL)) as SignedIn).secondFactorDue).toEqual(sa.secondFactorDue);
    const editor = await staffOf('EDITOR');
    expect(await login(editor.email)).not.toHaveProperty('secondFactorDue');
  });

  it('give no token after the grace period: only a ticket to set up an app, then the session', async () => {
    const admin = await staffOf('ADMIN');
    expect(await login(admin.email)).toHaveProperty('secondFactorDue');
    await t.database.db
      .update(users)
      .set({ secondFactorRequiredSince: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(users.id, admin.id));
    const result = await login(admin.email);
    expect(result).not.toHaveProperty('accessToken');
    if (!('enrolment' in result)) throw new Error('expected an enrolment step');
    const { ticket } = result.enrolment;
    expect(result.enrolment.methods).toEqual(['totp']);
    expect((await get('/brand/admin', ticket)).statusCode).toBe(401);
    expect((await post('/admin/login/second-factor', { ticket, code: '123456' })).statusCode).toBe(
      401,
    );

    const setup = dataOf<TotpSetup>(await post('/admin/login/enrolment', { ticket }));
    const wrong = await post('/admin/login/enrolment/confirm', {
      ticket,
      code: codeAt(setup.secret, -4),
    });
    expect(wrong.statusCode).toBe(401);
    const done = dataOf<EnrolledSession>(
      await post('/admin/login/enrolment/confirm', { ticket, code: codeAt(setup.secret) }),
    );
    expect(done.recoveryCodes).toHaveLength(10);
    expect((await get('/brand/admin', done.accessToken)).statusCode).toBe(200);
    expect(await login(admin.email)).toHaveProperty('secondFactor.methods', [
      'totp',
      'recovery-code',
    ]);
  });

  it('are set on the role form by whoever edits roles, with the grace period in days', async () => {
    const { accessToken } = (await login(ADMIN_EMAIL)) as SignedIn;
    const tooLong = await post(
      '/role',
      {
        name: 'Cashiers',
        level: 'EDITOR',
        permissions: {},
        requireSecondFactor: true,
        secondFactorGraceDays: 91,
      },
      accessToken,
    );
    expect(tooLong.json()).toMatchObject({
      statusCode: 400,
      details: { fieldErrors: { secondFactorGraceDays: ['Must be at most 90'] } },
    });
    const role = dataOf<{
      id: number;
      requireSecondFactor: boolean;
      secondFactorGraceDays: number;
    }>(
      await post(
        '/role',
        {
          name: 'Cashiers',
          level: 'EDITOR',
          permissions: {},
          requireSecondFactor: true,
          secondFactorGraceDays: 0,
        },
        accessToken,
      ),
    );
    expect(role).toMatchObject({ requireSecondFactor: true, secondFactorGraceDays: 0 });
    const cashier = await staffOf('EDITOR', role.id);
    expect(await login(cashier.email)).toHaveProperty('enrolment.ticket');
    // A non-super-admin cannot change what a role requires.
    const admin = await t.signIn('ADMIN');
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/role/${role.id}`,
      payload: { requireSecondFactor: false, version: 1 },
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("a super admin's reset of someone's second factors", () => {
  const outbox = async () => {
    const dir = t.config.outboxDir;
    const files = await readdir(dir).catch(() => []);
    return Promise.all(files.sort().map((f) => readFile(path.join(dir, f), 'utf8')));
  };

  it('is refused to anyone but a super admin', async () => {
    const person = await enrolled();
    const admin = await t.signIn('ADMIN');
    const refused = await post(
      `/auth/users/${person.id}/second-factors/reset`,
      undefined,
      admin.accessToken,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await login(person.email)).toHaveProperty('secondFactor');
  });

  it('removes them, ends their sessions, is audited and tells them by mail', async () => {
    const person = await enrolled();
    const { accessToken } = (await login(ADMIN_EMAIL)) as SignedIn;
    const mailsBefore = (await outbox()).length;
    dataOf(await post(`/auth/users/${person.id}/second-factors/reset`, undefined, accessToken));

    expect((await get('/brand/admin', person.session.accessToken)).statusCode).toBe(401);
    const refreshed = await post('/admin/refreshToken', {
      refreshToken: person.session.refreshToken,
    });
    expect(refreshed.statusCode).toBe(401);
    expect(await login(person.email)).toHaveProperty('accessToken');
    const [entry] = await auditEntries(t, { recordId: person.id, action: 'second-factors-reset' });
    expect(entry).toMatchObject({ resource: 'users' });
    const mails = await outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toContain(person.email);
    expect(mails.at(-1)).toContain('second factors were reset');
  });
});
