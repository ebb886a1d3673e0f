import type {
  AuthenticationOptions,
  LoginResult,
  Passkey,
  RegistrationOptions,
  SecondFactorStatus,
  Session,
  SignedIn,
} from '@showroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles, users } from '../src/db/schema';
import { passkeys, webauthnChallenges } from '../src/db/schema/passkeys';
import { hashPassword } from '../src/lib/passwords';
import { ADMIN_EMAIL, PASSWORD, createTestApp, dataOf, type TestApp } from './helpers';
import { SoftwareAuthenticator } from './software-authenticator';

// The test app's PUBLIC_URL is http://showroom.test: passkeys belong to that host.
const SITE = { rpId: 'showroom.test', origin: 'http://showroom.test' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '1000' } });
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const post = (url: string, payload?: unknown, token?: string) => call('POST', url, token, payload);
const login = async (email: string) =>
  dataOf<LoginResult>(await post('/admin/login', { emailOrPhone: email, password: PASSWORD }));
const errorOf = (response: { body: string }) =>
  JSON.parse(response.body) as {
    code: string;
    message: string;
    details?: { fieldErrors?: Record<string, string[]>; reason?: string };
  };

let people = 0;
/** A new staff account of a system role, signed in (no second factor yet). */
async function staffOf(level: 'ADMIN' | 'EDITOR' = 'EDITOR') {
  people += 1;
  const email = `keyholder${people}@showroom.test`;
  const [role] = await t.database.db.select().from(roles).where(eq(roles.level, level));
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: `Keyholder ${people}`,
      username: `keyholder-${people}`,
      email,
      passwordHash: await hashPassword(PASSWORD),
      roleId: role!.id,
      kind: 'staff',
    })
    .returning({ id: users.id });
  const session = (await login(email)) as SignedIn;
  return {
    id: row!.id,
    email,
    token: session.accessToken,
    authenticator: new SoftwareAuthenticator(SITE),
  };
}
type Person = Awaited<ReturnType<typeof staffOf>>;

const registrationOptions = async (person: Person) =>
  dataOf<RegistrationOptions>(await post('/admin/passkeys/options', undefined, person.token));

/** Adds a passkey of the person's authenticator, named `name`. */
async function addPasskey(person: Person, name = 'Laptop') {
  const credential = person.authenticator.create(await registrationOptions(person));
  return dataOf<Passkey>(await post('/admin/passkeys', { name, credential }, person.token));
}

/** The ticket of a sign-in's second step, checking no token came with it. */
async function secondStepOf(email: string) {
  const result = await login(email);
  expect(result).not.toHaveProperty('accessToken');
  if (!('secondFactor' in result))
    throw new Error(`expected a second step: ${JSON.stringify(result)}`);
  return result.secondFactor;
}

const secondStepOptions = async (ticket: string) =>
  dataOf<AuthenticationOptions>(
    await post('/admin/login/second-factor/passkey-options', { ticket }),
  );
const passwordlessOptions = async () =>
  dataOf<AuthenticationOptions>(await post('/admin/login/passkey/options'));

/** Lets every challenge handed out so far expire. */
const expireChallenges = () =>
  t.database.db.update(webauthnChallenges).set({ expiresAt: sql`now() - interval '1 second'` });

describe("a person's own passkeys", () => {
  it('adds several, each named, listed with when it was added and last used', async () => {
    const person = await staffOf();
    const laptop = await addPasskey(person, '  Work laptop ');
    expect(laptop).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    await addPasskey(person, 'Blue security key');
    const listed = dataOf<Passkey[]>(await call('GET', '/admin/passkeys', person.token));
    expect(listed.map((p) => p.name)).toEqual(['Work laptop', 'Blue security key']);
    expect(Date.parse(listed[0]!.createdAt)).not.toBeNaN();
    // The list never gives a key or a credential id away.
    expect(Object.keys(listed[0]!).sort()).toEqual([
      'backedUp',
      'createdAt',
      'id',
      'lastUsedAt',
      'name',
    ]);
    const status = dataOf<SecondFactorStatus>(
      await call('GET', '/admin/second-factors', person.token),
    );
    expect(status.passkeys).toBe(2);
  });

  it('leaves out the authenticators that already hold one of the person’s passkeys', async () => {
    const person = await staffOf();
    const first = await addPasskey(person);
    const [stored] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, first.id));
    const options = await registrationOptions(person);
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([stored!.credentialId]);
    expect(options.rp.id).toBe('showroom.test');
    expect(options.user.name).toBe(person.email);
  });

  it('renames and removes one, each change in the audit log under the person', async () => {
    const person = await staffOf();
    const key = await addPasskey(person, 'Phone');
    const renamed = dataOf<Passkey>(
      await call('PATCH', `/admin/passkeys/${key.id}`, person.token, { name: 'Old phone' }),
    );
    expect(renamed.name).toBe('Old phone');
    dataOf(await call('DELETE', `/admin/passkeys/${key.id}`, person.token));
    expect(dataOf<Passkey[]>(await call('GET', '/admin/passkeys', person.token))).toEqual([]);
    const actions = await t.database.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, person.id)))
      .orderBy(auditLog.id);
    expect(actions.filter((a) => a.action.startsWith('passkey-'))).toEqual([
      {
        action: 'passkey-added',
        actorId: person.id,
        before: null,
        after: { passkey: key.id, name: 'Phone' },
      },
      {
        action: 'passkey-renamed',
        actorId: person.id,
        before: { passkey: key.id, name: 'Phone' },
        after: { passkey: key.id, name: 'Old phone' },
      },
      {
        action: 'passkey-removed',
        actorId: person.id,
        before: { passkey: key.id, name: 'Old phone' },
        after: null,
      },
    ]);
  });

  it("finds no other person's passkey to rename or remove", async () => {
    const owner = await staffOf();
    const other = await staffOf();
    const key = await addPasskey(owner);
    const rename = await call('PATCH', `/admin/passkeys/${key.id}`, other.token, { name: 'Mine' });
    expect(rename.statusCode).toBe(404);
    expect(errorOf(rename).message).toBe('Passkey not found');
    expect((await call('DELETE', `/admin/passkeys/${key.id}`, other.token)).statusCode).toBe(404);
    expect(dataOf<Passkey[]>(await call('GET', '/admin/passkeys', owner.token))).toHaveLength(1);
  });

  it('refuses a missing or overlong name, naming the field', async () => {
    const person = await staffOf();
    const credential = person.authenticator.create(await registrationOptions(person));
    const blank = await post('/admin/passkeys', { name: '  ', credential }, person.token);
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).details?.fieldErrors?.name).toEqual(['Required']);
    const key = await addPasskey(person);
    const long = await call('PATCH', `/admin/passkeys/${key.id}`, person.token, {
      name: 'x'.repeat(61),
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).details?.fieldErrors?.name).toEqual(['Must be at most 60 characters']);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/admin/passkeys')).statusCode).toBe(401);
    expect((await post('/admin/passkeys/options')).statusCode).toBe(401);
  });
});

describe('adding a passkey is refused', () => {
  const refusalOf = (response: { statusCode: number; body: string }) => ({
    status: response.statusCode,
    credential: errorOf(response).details?.fieldErrors?.credential,
  });
  const challengeRefused = {
    status: 400,
    credential: ['This passkey request has expired or was already used: try again'],
  };

  it('for a challenge the server did not hand out', async () => {
    const person = await staffOf();
    const options = await registrationOptions(person);
    const credential = person.authenticator.create(options, { challenge: 'bm90LWhhbmRlZC1vdXQ' });
    expect(
      refusalOf(await post('/admin/passkeys', { name: 'Key', credential }, person.token)),
    ).toEqual(challengeRefused);
  });

  it('for a challenge used once already', async () => {
    const person = await staffOf();
    const credential = person.authenticator.create(await registrationOptions(person));
    dataOf(await post('/admin/passkeys', { name: 'Key', credential }, person.token));
    const again = await post('/admin/passkeys', { name: 'Key again', credential }, person.token);
    expect(refusalOf(again)).toEqual(challengeRefused);
  });

  it('for an expired challenge', async () => {
    const person = await staffOf();
    const credential = person.authenticator.create(await registrationOptions(person));
    await expireChallenges();
    expect(
      refusalOf(await post('/admin/passkeys', { name: 'Key', credential }, person.token)),
    ).toEqual(challengeRefused);
  });

  it('for a challenge handed to another person', async () => {
    const person = await staffOf();
    const other = await staffOf();
    const credential = person.authenticator.create(await registrationOptions(other));
    expect(
      refusalOf(await post('/admin/passkeys', { name: 'Key', credential }, person.token)),
    ).toEqual(challengeRefused);
  });

  it("for another site's origin", async () => {
    const person = await staffOf();
    const options = await registrationOptions(person);
    const credential = person.authenticator.create(options, { origin: 'http://evil.test' });
    expect(
      refusalOf(await post('/admin/passkeys', { name: 'Key', credential }, person.token)),
    ).toEqual({
      status: 400,
      credential: ['This passkey could not be verified: try again'],
    });
  });

  it('for a credential that is not a WebAuthn answer, naming the field', async () => {
    const person = await staffOf();
    const response = await post(
      '/admin/passkeys',
      { name: 'Key', credential: { id: 'not base64!', type: 'public-key' } },
      person.token,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).details?.fieldErrors ?? {})).toContain('credential.id');
  });
});

describe('a passkey as the second step of a sign-in', () => {
  async function withPasskey(level: 'ADMIN' | 'EDITOR' = 'EDITOR') {
    const person = await staffOf(level);
    await addPasskey(person);
    return person;
  }

  it('is offered, and signs in, for an account with a passkey and no authenticator app', async () => {
    const person = await withPasskey();
    const step = await secondStepOf(person.email);
    expect(step.methods).toEqual(['passkey']);
    const options = await secondStepOptions(step.ticket);
    expect(options.allowCredentials).toHaveLength(1);
    const session = dataOf<Session>(
      await post('/admin/login/second-factor', {
        ticket: step.ticket,
        passkey: person.authenticator.get(options),
      }),
    );
    expect(session.admin.email).toBe(person.email);
    const [used] = await t.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, person.id));
    expect(used?.lastUsedAt).not.toBeNull();
    expect(used?.counter).toBe(1);
  });

  it('counts as the second factor a role requires: no set-up is asked', async () => {
    const person = await staffOf('ADMIN');
    await addPasskey(person);
    // Past the grace period, an account with no second factor would only be let set one up.
    await t.database.db
      .update(users)
      .set({ secondFactorRequiredSince: sql`now() - interval '100 days'` })
      .where(eq(users.id, person.id));
    const step = await secondStepOf(person.email);
    expect(step.methods).toEqual(['passkey']);
    const status = dataOf<SecondFactorStatus>(
      await call('GET', '/admin/second-factors', person.token),
    );
    expect(status).toMatchObject({ required: true, enrolBy: null, passkeys: 1 });
  });

  async function refusal(person: Person, passkey: unknown, ticket: string) {
    const response = await post('/admin/login/second-factor', { ticket, passkey });
    return { status: response.statusCode, message: errorOf(response).message };
  }
  const challengeRefused = {
    status: 401,
    message: 'This passkey request has expired or was already used: try again',
  };

  it('is refused for a challenge the server did not hand out', async () => {
    const person = await withPasskey();
    const step = await secondStepOf(person.email);
    const options = await secondStepOptions(step.ticket);
    const passkey = person.authenticator.get(options, { challenge: 'bm90LWhhbmRlZC1vdXQ' });
    expect(await refusal(person, passkey, step.ticket)).toEqual(challengeRefused);
  });

  it('is refused for a challenge used once already, and the ticket is used up', async () => {
    const person = await withPasskey();
    const step = await secondStepOf(person.email);
    const passkey = person.authenticator.get(await secondStepOptions(step.ticket));
    dataOf(await post('/admin/login/second-factor', { ticket: step.ticket, passkey }));
    const next = await secondStepOf(person.email);
    expect(await refusal(person, passkey, next.ticket)).toEqual(challengeRefused);
    expect((await refusal(person, passkey, step.ticket)).message).toBe(
      'This sign-in has expired; sign in again',
    );
  });

  it('is refused for an expired challenge, and a new one signs in with the same ticket', async () => {
    const person = await withPasskey();
    const step = await secondStepOf(person.email);
    const stale = person.authenticator.get(await secondStepOptions(step.ticket));
    await expireChallenges();
    expect(await refusal(person, stale, step.ticket)).toEqual(challengeRefused);
    const fresh = person.authenticator.get(await secondStepOptions(step.ticket));
    dataOf(await post('/admin/login/second-factor', { ticket: step.ticket, passkey: fresh }));
  });

  it('is refused for a passkey the server does not know', async () => {
    const person = await withPasskey();
    const step = await secondStepOf(person.email);
    const stranger = new SoftwareAuthenticator(SITE);
    stranger.create(await registrationOptions(person));
    const passkey = stranger.get(await secondStepOptions(step.ticket));
    expect(await refusal(person, passkey, step.ticket)).toEqual({
      status: 401,
      message: 'This passkey is not registered with Showroom, or it was removed',
    });
  });

  it("is refused for another person's passkey", async () => {
    const person = await withPasskey();
    const other = await withPasskey();
    const step = await secondStepOf(person.email);
    const passkey = other.authenticator.get(await secondStepOptions(step.ticket));
    expect(await refusal(person, passkey, step.ticket)).toEqual({
      status: 401,
      message: 'This passkey belongs to another account',
    });
  });

  it('is refused when the signature count goes backwards (a cloned authenticator)', async () => {
    const person = await withPasskey();
    const first = await secondStepOf(person.email);
    const passkey = person.authenticator.get(await secondStepOptions(first.ticket), { counter: 5 });
    dataOf(await post('/admin/login/second-factor', { ticket: first.ticket, passkey }));
    const next = await secondStepOf(person.email);
    const clone = person.authenticator.get(await secondStepOptions(next.ticket), { counter: 4 });
    expect(await refusal(person, clone, next.ticket)).toEqual({
      status: 401,
      message: 'This passkey could not be verified: try again',
    });
  });

  it('asks for a passkey options only with a live ticket', async () => {
    const response = await post('/admin/login/second-factor/passkey-options', { ticket: '1.nope' });
    expect(response.statusCode).toBe(401);
  });

  it('takes one of a code, a recovery code or a passkey, not two', async () => {
    const person = await withPasskey();
    const step = await secondStepOf(person.email);
    const passkey = person.authenticator.get(await secondStepOptions(step.ticket));
    const both = await post('/admin/login/second-factor', {
      ticket: step.ticket,
      code: '123456',
      passkey,
    });
    expect(both.statusCode).toBe(400);
    expect(errorOf(both).details?.fieldErrors?.code).toEqual([
      'Enter a code from your authenticator app or a recovery code, or use a passkey',
    ]);
  });
});

describe('signing in with a passkey alone', () => {
  it('ends in a session and a sign-in in the audit log, as a password does', async () => {
    const person = await staffOf();
    await addPasskey(person);
    const options = await passwordlessOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login/passkey',
      payload: { credential: person.authenticator.get(options) },
      headers: { 'user-agent': 'Passkey test browser' },
    });
    const session = dataOf<Session>(response);
    expect(session.admin.email).toBe(person.email);
    expect(response.headers['cache-control']).toBe('no-store');
    const me = await call('GET', '/admin/passkeys', session.accessToken);
    expect(me.statusCode).toBe(200);
    const [signIn] = await t.database.db
      .select({ after: auditLog.after, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, person.id), eq(auditLog.action, 'sign-in')))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(signIn).toEqual({ actorId: person.id, after: { userAgent: 'Passkey test browser' } });
  });

  const refusalOf = async (credential: unknown) => {
    const response = await post('/admin/login/passkey', { credential });
    return { status: response.statusCode, message: errorOf(response).message };
  };

  it('is refused without the person verified (PIN or biometrics)', async () => {
    const person = await staffOf();
    await addPasskey(person);
    const credential = person.authenticator.get(await passwordlessOptions(), {
      userVerified: false,
    });
    expect(await refusalOf(credential)).toEqual({
      status: 401,
      message: 'This passkey could not be verified: try again',
    });
  });

  it('is refused for a used, an expired or a foreign challenge, and an unknown passkey', async () => {
    const person = await staffOf();
    await addPasskey(person);
    const used = person.authenticator.get(await passwordlessOptions());
    dataOf(await post('/admin/login/passkey', { credential: used }));
    const challengeRefused = {
      status: 401,
      message: 'This passkey request has expired or was already used: try again',
    };
    expect(await refusalOf(used)).toEqual(challengeRefused);

    const stale = person.authenticator.get(await passwordlessOptions());
    await expireChallenges();
    expect(await refusalOf(stale)).toEqual(challengeRefused);

    // A challenge of the step after a password is not one for a passkey alone.
    const other = await staffOf();
    await addPasskey(other);
    const step = await secondStepOf(other.email);
    const foreign = other.authenticator.get(await secondStepOptions(step.ticket));
    expect(await refusalOf(foreign)).toEqual(challengeRefused);

    const stranger = new SoftwareAuthenticator(SITE);
    stranger.create(await registrationOptions(person));
    expect(await refusalOf(stranger.get(await passwordlessOptions()))).toEqual({
      status: 401,
      message: 'This passkey is not registered with Showroom, or it was removed',
    });
  });

  it('is refused for a blocked account', async () => {
    const person = await staffOf();
    await addPasskey(person);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, person.id));
    const response = await post('/admin/login/passkey', {
      credential: person.authenticator.get(await passwordlessOptions()),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("a super admin's reset of someone's second factors", () => {
  it('removes their passkeys too', async () => {
    const person = await staffOf();
    await addPasskey(person);
    await addPasskey(person);
    const admin = (await login(ADMIN_EMAIL)) as SignedIn;
    dataOf(
      await post(`/auth/users/${person.id}/second-factors/reset`, undefined, admin.accessToken),
    );
    expect(
      await t.database.db.select().from(passkeys).where(eq(passkeys.userId, person.id)),
    ).toEqual([]);
    // The password alone signs in again.
    expect(await login(person.email)).toHaveProperty('accessToken');
  });
});

describe('the address limit of sign-ins (ADR 051)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '2' } });
  });
  afterAll(async () => limited.close());

  it('refuses a sign-in with a passkey from an address locked out, before any look-up', async () => {
    const site = new SoftwareAuthenticator(SITE);
    const attempt = async () => {
      const options = dataOf<AuthenticationOptions>(
        await limited.app.inject({ method: 'POST', url: '/api/v1/admin/login/passkey/options' }),
      );
      return limited.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login/passkey',
        payload: { credential: site.get(options) },
      });
    };
    const admin = await limited.signIn('SA');
    site.create(
      dataOf<RegistrationOptions>(
        await limited.app.inject({
          method: 'POST',
          url: '/api/v1/admin/passkeys/options',
          headers: { authorization: `Bearer ${admin.accessToken}` },
        }),
      ),
    );
    // Two unknown passkeys from one address use up its failures; then even a wrong password is
    // refused on the counter, and the passkey route is refused before looking anything up.
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    const password = await limited.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { emailOrPhone: ADMIN_EMAIL, password: PASSWORD },
    });
    expect(password.statusCode).toBe(429);
  });
});
