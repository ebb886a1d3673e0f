import type { Session, User } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema';
import { createTestApp, dataOf, PASSWORD, type TestApp } from './helpers';

let t: TestApp;
let roleIds: Record<'SA' | 'ADMIN' | 'EDITOR' | 'GUEST', number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(roles);
  roleIds = Object.fromEntries(rows.map((r) => [r.level, r.id])) as typeof roleIds;
});
afterAll(async () => t.close());

const url = (path = '') => `/api/v1/auth/users${path}`;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const asSession = (session: Session, method: Method, path: string, payload?: object) =>
  t.app.inject({
    method,
    url: url(path),
    payload,
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
const asRoot = (method: Method, path: string, payload?: object) =>
  t.as('SA', { method, url: url(path), payload });
const login = (emailOrPhone: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { emailOrPhone, password },
  });
const bellWith = (session: Session) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/notifications',
    headers: { authorization: `Bearer ${session.accessToken}` },
  });

let counter = 0;
/** A staff member of the given role, created by the super admin, and signed in. */
async function staffMember(level: keyof typeof roleIds) {
  counter += 1;
  const user = dataOf<User>(
    await asRoot('POST', '', {
      name: `Guarded ${counter}`,
      username: `guarded${counter}`,
      email: `guarded${counter}@showroom.test`,
      phone: `+9715022200${String(10 + counter)}`,
      kind: 'staff',
      password: PASSWORD,
      roleId: roleIds[level],
    }),
  );
  return { user, session: dataOf<Session>(await login(user.email)) };
}

describe('an admin and a super admin', () => {
  it('an admin cannot block, unblock, delete or restore a super admin, even with another one active', async () => {
    const { session: admin } = await staffMember('ADMIN');
    const { user: peer } = await staffMember('SA');
    for (const [method, path, what] of [
      ['POST', `/${peer.id}/block`, 'block'],
      ['DELETE', `/${peer.id}`, 'delete'],
    ] as const) {
      const answer = await asSession(admin, method, path);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(`Only a super admin can ${what} a super admin`);
    }
    expect(dataOf<User>(await asRoot('GET', `/${peer.id}`))).toMatchObject({
      status: 'active',
      deletedAt: null,
    });

    dataOf(await asRoot('POST', `/${peer.id}/block`));
    expect((await asSession(admin, 'POST', `/${peer.id}/unblock`)).statusCode).toBe(403);
    dataOf(await asRoot('POST', `/${peer.id}/unblock`));

    dataOf(await asRoot('DELETE', `/${peer.id}`));
    const restore = await asSession(admin, 'POST', `/${peer.id}/restore`);
    expect(restore.statusCode).toBe(403);
    expect(restore.json().message).toBe('Only a super admin can restore a super admin');
    dataOf(await asRoot('POST', `/${peer.id}/restore`));
  });

  it('a super admin blocks, deletes and restores another super admin', async () => {
    const { user: peer } = await staffMember('SA');
    dataOf(await asRoot('POST', `/${peer.id}/block`));
    dataOf(await asRoot('POST', `/${peer.id}/unblock`));
    dataOf(await asRoot('DELETE', `/${peer.id}`));
    dataOf(await asRoot('POST', `/${peer.id}/restore`));
  });

  it('an admin still blocks and deletes an editor', async () => {
    const { session: admin } = await staffMember('ADMIN');
    const { user: editor } = await staffMember('EDITOR');
    dataOf(await asSession(admin, 'POST', `/${editor.id}/block`));
    dataOf(await asSession(admin, 'DELETE', `/${editor.id}`));
    dataOf(await asSession(admin, 'POST', `/${editor.id}/restore`));
  });
});

describe('a staff member’s email and phone', () => {
  it('cannot be changed by another admin, who could then take the account over', async () => {
    const { session: admin } = await staffMember('ADMIN');
    const { user: colleague, session: colleagueSession } = await staffMember('ADMIN');
    for (const change of [{ email: 'mine@attacker.test' }, { phone: '+971509999999' }]) {
      const answer = await asSession(admin, 'PATCH', `/${colleague.id}`, {
        ...change,
        version: colleague.version,
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'FORBIDDEN',
        details: { fieldErrors: { [Object.keys(change)[0]!]: [expect.any(String)] } },
      });
    }
    const stored = dataOf<User>(await asRoot('GET', `/${colleague.id}`));
    expect(stored).toMatchObject({ email: colleague.email, phone: colleague.phone });
    expect((await bellWith(colleagueSession)).statusCode).toBe(200);
    // Other details stay open to any admin.
    const renamed = dataOf<User>(
      await asSession(admin, 'PATCH', `/${colleague.id}`, {
        name: 'Renamed Colleague',
        email: colleague.email,
        version: colleague.version,
      }),
    );
    expect(renamed.name).toBe('Renamed Colleague');
    expect((await bellWith(colleagueSession)).statusCode).toBe(200);
  });

  it('can be changed by a super admin, which ends the account’s sessions', async () => {
    const { user, session } = await staffMember('EDITOR');
    const changed = dataOf<User>(
      await asRoot('PATCH', `/${user.id}`, { email: `new-${user.email}`, version: user.version }),
    );
    expect(changed.email).toBe(`new-${user.email}`);
    expect((await bellWith(session)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(`new-${user.email}`)).statusCode).toBe(200);
  });

  it('can be changed by its owner, which ends the account’s sessions', async () => {
    const { user, session } = await staffMember('ADMIN');
    const changed = dataOf<User>(
      await asSession(session, 'PATCH', `/${user.id}`, {
        phone: '+971508887766',
        version: user.version,
      }),
    );
    expect(changed.phone).toBe('+971508887766');
    expect((await bellWith(session)).statusCode).toBe(401);
    expect((await login('+971508887766')).statusCode).toBe(200);
  });

  it('may be changed for customers and dealers by any admin', async () => {
    const { session: admin } = await staffMember('ADMIN');
    const customer = dataOf<User>(
      await asRoot('POST', '', {
        name: 'Shopper',
        username: 'shopper',
        email: 'shopper@example.com',
        kind: 'customer',
      }),
    );
    const changed = dataOf<User>(
      await asSession(admin, 'PATCH', `/${customer.id}`, {
        email: 'shopper2@example.com',
        version: customer.version,
      }),
    );
    expect(changed.email).toBe('shopper2@example.com');
  });
});

describe('trashed users’ emails and phones', () => {
  it('can be given to a new user, and restoring the old one then names the field taken', async () => {
    const { user: old } = await staffMember('EDITOR');
    dataOf(await asRoot('DELETE', `/${old.id}`));
    const replacement = dataOf<User>(
      await asRoot('POST', '', {
        name: 'Replacement',
        username: 'replacement',
        email: old.email,
        phone: old.phone,
        kind: 'staff',
        password: PASSWORD,
      }),
    );
    expect(replacement).toMatchObject({ email: old.email, phone: old.phone });
    const restore = await asRoot('POST', `/${old.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toMatchObject({
      code: 'CONFLICT',
      details: { fieldErrors: { email: ['A user with this email already exists'] } },
    });
    // Once the email is free again, the phone is the clash named.
    dataOf(
      await asRoot('PATCH', `/${replacement.id}`, {
        email: 'replacement@showroom.test',
        version: replacement.version,
      }),
    );
    const again = await asRoot('POST', `/${old.id}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.fieldErrors).toEqual({
      phone: ['A user with this phone number already exists'],
    });
    const trashed = dataOf<User>(await asRoot('GET', `/${old.id}`));
    expect(trashed.deletedAt).not.toBeNull();
  });

  it('are kept apart from the marketplace: a customer may share a staff member’s email', async () => {
    const { user: staff } = await staffMember('EDITOR');
    const customer = dataOf<User>(
      await asRoot('POST', '', {
        name: 'Same Person',
        username: staff.username,
        email: staff.email,
        phone: staff.phone,
        kind: 'customer',
      }),
    );
    expect(customer.email).toBe(staff.email);
    // Signing in to the back office still finds the staff account only.
    expect(dataOf<Session>(await login(staff.email)).admin.id).toBe(staff.id);
  });
});
