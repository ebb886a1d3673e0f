import type { Page, Session, User } from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, sessions, users } from '../src/db/schema';
import { createTestApp, dataOf, PASSWORD, type TestApp, auditEntries } from './helpers';

let t: TestApp;
let roleIds: Record<'SA' | 'ADMIN' | 'EDITOR' | 'GUEST', number>;
let rootId: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(roles);
  roleIds = Object.fromEntries(rows.map((r) => [r.level, r.id])) as typeof roleIds;
  rootId = (await t.signIn('SA')).admin.id;
});
afterAll(async () => t.close());

const url = (path = '') => `/api/v1/auth/users${path}`;
const create = (payload: Record<string, unknown>, level: 'SA' | 'ADMIN' = 'SA') =>
  t.as(level, { method: 'POST', url: url(), payload });
const list = async (query: string) =>
  dataOf<Page<User>>(await t.as('SA', { method: 'GET', url: url(`/list?${query}`) }));
const read = async (id: number) =>
  dataOf<User>(await t.as('SA', { method: 'GET', url: url(`/${id}`) }));
const login = (email: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { emailOrPhone: email, password },
  });
const bellWith = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/notifications',
    headers: { authorization: `Bearer ${accessToken}` },
  });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/refreshToken', payload: { refreshToken } });

const block = (level: 'SA' | 'ADMIN', id: number, action = 'block') =>
  t.as(level, { method: 'POST', url: url(`/${id}/${action}`) });

let counter = 0;
/** A staff member created through the API (as the super admin), signed in. */
async function staffMember(level: keyof typeof roleIds = 'EDITOR') {
  counter += 1;
  const email = `staff${counter}@showroom.test`;
  const user = dataOf<User>(
    await create({
      name: `Staff ${counter}`,
      username: `staff${counter}`,
      email,
      kind: 'staff',
      password: PASSWORD,
      roleId: roleIds[level],
    }),
  );
  const session = dataOf<Session>(await login(email));
  return { user, session };
}
const asStaff = (
  session: Session,
  options: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object },
) => t.app.inject({ ...options, headers: { authorization: `Bearer ${session.accessToken}` } });

describe('creating users', () => {
  it('creates a staff member with a hashed password, a Guest until told otherwise, who can sign in', async () => {
    const response = await create({
      name: ' Sara Khalil ',
      username: 'sara.k',
      email: 'Sara@Showroom.Test',
      phone: '+971 50 123 4567',
      kind: 'staff',
      password: 'a long enough password',
    });
    const user = dataOf<User>(response);
    expect(user).toMatchObject({
      name: 'Sara Khalil',
      username: 'sara.k',
      email: 'sara@showroom.test',
      phone: '+971501234567',
      kind: 'staff',
      status: 'active',
      roleId: roleIds.GUEST,
      version: 1,
      deletedAt: null,
      lastLoginAt: null,
    });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('argon2');
    const session = dataOf<Session>(await login('sara@showroom.test', 'a long enough password'));
    expect(session.admin.role.level).toBe('GUEST');
  });

  it('creates customers and dealers without a password or a role', async () => {
    const customer = dataOf<User>(
      await create({
        name: 'Ali Hassan',
        username: 'ali',
        email: 'ali@example.com',
        kind: 'customer',
      }),
    );
    expect(customer).toMatchObject({ kind: 'customer', roleId: null, status: 'active' });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(stored?.passwordHash).toBeNull();
    // A customer cannot sign in to the back office.
    expect((await login('ali@example.com', 'anything at all')).statusCode).toBe(401);
  });

  it('names every invalid field', async () => {
    const response = await create({
      name: '',
      username: 'no spaces allowed',
      email: 'not-an-email',
      phone: '0501234567',
      kind: 'robot',
      avatarUrl: 'ftp://x',
      colour: 'red',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      name: ['Required'],
      username: ['Use letters, digits, dots, dashes and underscores only'],
      email: ['Must be a valid email address'],
      phone: ['Must be an international number like +971501234567'],
      kind: ['Must be one of: customer, dealer, staff'],
      avatarUrl: ['Must be an uploaded file or an http(s) URL'],
      colour: ['Unknown field'],
    });
  });

  it('asks staff for a password, and refuses one (or a role) for customers and dealers', async () => {
    const staff = await create({
      name: 'No Pass',
      username: 'nopass',
      email: 'np@showroom.test',
      kind: 'staff',
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().details.fieldErrors).toEqual({ password: ['Staff need a password'] });
    const dealer = await create({
      name: 'Dealer',
      username: 'dealer1',
      email: 'dealer1@example.com',
      kind: 'dealer',
      password: 'a long enough password',
      roleId: roleIds.ADMIN,
    });
    expect(dealer.statusCode).toBe(400);
    expect(dealer.json().details.fieldErrors).toEqual({
      password: ['Only staff accounts have a password here'],
      roleId: ['Only staff accounts have a role'],
    });
  });

  it('refuses a taken email, username or phone on its field', async () => {
    const staff = { kind: 'staff', password: PASSWORD };
    const taken = await create({
      name: 'Copy',
      username: 'copy',
      email: 'SARA@showroom.test',
      ...staff,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.fieldErrors).toEqual({
      email: ['A user with this email already exists'],
    });
    const username = await create({
      name: 'Copy',
      username: 'SARA.K',
      email: 'c@showroom.test',
      ...staff,
    });
    expect(username.json().details.fieldErrors).toEqual({ username: ['This username is taken'] });
    const phone = await create({
      name: 'Copy',
      username: 'copy',
      email: 'c@showroom.test',
      phone: '+971501234567',
      ...staff,
    });
    expect(phone.json().details.fieldErrors).toEqual({
      phone: ['A user with this phone number already exists'],
    });
  });

  it('lets only a super admin give a new staff member a role', async () => {
    const payload = {
      name: 'Made Admin',
      username: 'madeadmin',
      email: 'madeadmin@showroom.test',
      kind: 'staff',
      password: PASSWORD,
      roleId: roleIds.ADMIN,
    };
    const byAdmin = await create(payload, 'ADMIN');
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Only a super admin can give staff a role');
    expect(dataOf<User>(await create(payload, 'SA')).roleId).toBe(roleIds.ADMIN);
    const missing = await create({
      ...payload,
      username: 'xx1',
      email: 'xx1@showroom.test',
      roleId: 99999,
    });
    expect(missing.json().details.fieldErrors).toEqual({ roleId: ['This role does not exist'] });
  });
});

describe('listing users', () => {
  beforeAll(async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      name: `Listed Person ${String(i).padStart(2, '0')}`,
      username: `listed${i}`,
      email: `listed${i}@example.com`,
      phone: `+97155000${String(1000 + i)}`,
      kind: i % 5 === 0 ? ('dealer' as const) : ('customer' as const),
      status: i % 6 === 0 ? ('blocked' as const) : ('active' as const),
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    }));
    await t.database.db.insert(users).values(rows);
  });

  it('pages with offset and limit and counts every match', async () => {
    const first = await list(
      'search=Listed%20Person&limit=10&offset=0&sortBy=name&sortDirection=ASC',
    );
    expect(first.count).toBe(25);
    expect(first.rows.map((u) => u.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Listed Person ${String(i).padStart(2, '0')}`),
    );
    const last = await list(
      'search=Listed%20Person&limit=10&offset=20&sortBy=name&sortDirection=ASC',
    );
    expect(last.rows.map((u) => u.name)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Listed Person ${20 + i}`),
    );
  });

  it('searches name, email and phone, case-insensitively', async () => {
    expect((await list('search=listed person 07')).rows.map((u) => u.username)).toEqual([
      'listed7',
    ]);
    expect((await list('search=LISTED13@EXAMPLE')).rows.map((u) => u.username)).toEqual([
      'listed13',
    ]);
    expect((await list('search=%2B971550001024')).rows.map((u) => u.username)).toEqual([
      'listed24',
    ]);
    expect((await list('search=listed%25')).count).toBe(0);
  });

  it('filters by kind, status and role', async () => {
    const dealers = await list('search=Listed&kind=dealer&limit=100');
    expect(dealers.count).toBe(5);
    const blocked = await list('search=Listed&status=blocked&limit=100');
    expect(blocked.rows.map((u) => u.username).sort()).toEqual(
      ['listed0', 'listed12', 'listed18', 'listed24', 'listed6'].sort(),
    );
    const guests = await list(`roleId=${roleIds.GUEST}&limit=100`);
    expect(guests.rows.every((u) => u.roleId === roleIds.GUEST && u.kind === 'staff')).toBe(true);
    expect(guests.rows.map((u) => u.username)).toContain('sara.k');
  });

  it('lists the marketplace’s people (customers and dealers, who may sell) apart from staff', async () => {
    const members = await list('member=true&limit=100');
    expect(members.rows.length).toBeGreaterThan(0);
    expect(members.rows.every((u) => u.kind !== 'staff')).toBe(true);
    expect(new Set(members.rows.map((u) => u.kind))).toEqual(new Set(['customer', 'dealer']));
    const staff = await list('member=false&limit=100');
    expect(staff.rows.every((u) => u.kind === 'staff')).toBe(true);
    const bad = await t.as('SA', { method: 'GET', url: url('/list?member=maybe') });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fieldErrors)).toEqual(['member']);
  });

  it('sorts newest first by default, and by email or last sign-in on request', async () => {
    const newest = await list('search=Listed&limit=2');
    expect(newest.rows.map((u) => u.username)).toEqual(['listed24', 'listed23']);
    const byEmail = await list('search=Listed&sortBy=email&sortDirection=ASC&limit=3');
    expect(byEmail.rows.map((u) => u.email)).toEqual([
      'listed0@example.com',
      'listed10@example.com',
      'listed11@example.com',
    ]);
    const signedIn = await list('kind=staff&sortBy=lastLoginAt&sortDirection=ASC&limit=100');
    const times = signedIn.rows.map((u) => u.lastLoginAt).filter((v) => v !== null);
    expect(times).toEqual([...times].sort());
  });

  it('never shows a password hash', async () => {
    const response = await t.as('SA', { method: 'GET', url: url('/list?kind=staff&limit=100') });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('argon2');
  });

  it('names bad filters', async () => {
    const response = await t.as('SA', {
      method: 'GET',
      url: url('/list?kind=robot&status=gone&roleId=x&sortBy=password'),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details.fieldErrors).sort()).toEqual([
      'kind',
      'roleId',
      'sortBy',
      'status',
    ]);
  });
});

describe('whether a user is a super admin', () => {
  /** The rows an admin (who may read users, not roles) is listed, by id. */
  const listedAs = async (level: 'SA' | 'ADMIN', query: string) =>
    new Map(
      dataOf<Page<User>>(await t.as(level, { method: 'GET', url: url(`/list?${query}`) })).rows.map(
        (u) => [u.id, u.superAdmin],
      ),
    );
  const readAs = async (level: 'SA' | 'ADMIN', id: number) =>
    dataOf<User>(await t.as(level, { method: 'GET', url: url(`/${id}`) })).superAdmin;

  it('is answered with each user in the list, the trash and a read, to an admin who may not read roles', async () => {
    const { user: peer } = await staffMember('SA');
    const { user: admin } = await staffMember('ADMIN');
    const customer = dataOf<User>(
      await create({
        name: 'Plain Customer',
        username: 'plaincustomer',
        email: 'plain@example.com',
        kind: 'customer',
      }),
    );
    const staff = await listedAs('ADMIN', 'kind=staff&limit=100');
    expect([staff.get(rootId), staff.get(peer.id), staff.get(admin.id)]).toEqual([
      true,
      true,
      false,
    ]);
    expect((await listedAs('ADMIN', 'member=true&limit=100')).get(customer.id)).toBe(false);
    for (const [id, superAdmin] of [
      [rootId, true],
      [peer.id, true],
      [admin.id, false],
      [customer.id, false],
    ] as const) {
      expect(await readAs('ADMIN', id)).toBe(superAdmin);
    }

    dataOf(await t.as('SA', { method: 'DELETE', url: url(`/${peer.id}`) }));
    dataOf(await t.as('SA', { method: 'DELETE', url: url(`/${admin.id}`) }));
    const trash = await listedAs('SA', 'deleted=true&kind=staff&limit=100');
    expect([trash.get(peer.id), trash.get(admin.id)]).toEqual([true, false]);
    dataOf(await t.as('SA', { method: 'POST', url: url(`/${peer.id}/restore`) }));
    dataOf(await t.as('SA', { method: 'POST', url: url(`/${admin.id}/restore`) }));
  });

  it('is answered on a deep page, whose rows are read by id after the page is found', async () => {
    await t.database.db.insert(users).values(
      Array.from({ length: 1000 }, (_, i) => ({
        name: `Aardvark ${String(i).padStart(4, '0')}`,
        username: `aardvark${i}`,
        email: `aardvark${i}@example.com`,
      })),
    );
    const deep = await listedAs('ADMIN', 'sortBy=name&sortDirection=ASC&offset=1000&limit=100');
    expect(deep.get(rootId)).toBe(true);
    expect([...deep.values()]).toContain(false);
  });

  it('is answered by every write, as the user stands after it', async () => {
    const guest = dataOf<User>(
      await create({
        name: 'Rising Guest',
        username: 'risingguest',
        email: 'rising@showroom.test',
        kind: 'staff',
        password: PASSWORD,
      }),
    );
    expect(guest.superAdmin).toBe(false);
    const promoted = dataOf<User>(
      await t.as('SA', {
        method: 'POST',
        url: url(`/${guest.id}/role`),
        payload: { roleId: roleIds.SA, version: guest.version },
      }),
    );
    expect(promoted.superAdmin).toBe(true);
    const renamed = dataOf<User>(
      await t.as('SA', {
        method: 'PATCH',
        url: url(`/${guest.id}`),
        payload: { name: 'Risen Guest', version: promoted.version },
      }),
    );
    for (const answer of [
      renamed,
      dataOf<User>(await block('SA', guest.id)),
      dataOf<User>(await block('SA', guest.id, 'unblock')),
      dataOf<User>(await t.as('SA', { method: 'DELETE', url: url(`/${guest.id}`) })),
      dataOf<User>(await t.as('SA', { method: 'POST', url: url(`/${guest.id}/restore`) })),
    ]) {
      expect(answer.superAdmin).toBe(true);
    }
    const demoted = dataOf<User>(
      await t.as('SA', {
        method: 'POST',
        url: url(`/${guest.id}/role`),
        payload: { roleId: roleIds.EDITOR, version: (await read(guest.id)).version },
      }),
    );
    expect(demoted.superAdmin).toBe(false);
    const superAdmin = dataOf<User>(
      await create({
        name: 'Born Super',
        username: 'bornsuper',
        email: 'born@showroom.test',
        kind: 'staff',
        password: PASSWORD,
        roleId: roleIds.SA,
      }),
    );
    expect(superAdmin.superAdmin).toBe(true);
  });
});

describe('changing a user', () => {
  it('applies a partial change with the version read, and bumps the version', async () => {
    const user = dataOf<User>(
      await create({
        name: 'Old Name',
        username: 'changeme',
        email: 'changeme@example.com',
        kind: 'customer',
      }),
    );
    const patch = (payload: object) =>
      t.as('ADMIN', { method: 'PATCH', url: url(`/${user.id}`), payload });
    const changed = dataOf<User>(
      await patch({ name: 'New Name', phone: '+966501112222', kind: 'dealer', version: 1 }),
    );
    expect(changed).toMatchObject({
      name: 'New Name',
      phone: '+966501112222',
      kind: 'dealer',
      version: 2,
    });
    const stale = await patch({ name: 'Late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', details: { currentVersion: 2 } });
    expect((await read(user.id)).name).toBe('New Name');
  });

  it('keeps staff and customers apart, and the role out of the profile form', async () => {
    const customer = dataOf<User>(
      await create({
        name: 'Cust',
        username: 'cust-kind',
        email: 'cust-kind@example.com',
        kind: 'customer',
      }),
    );
    const toStaff = await t.as('SA', {
      method: 'PATCH',
      url: url(`/${customer.id}`),
      payload: { kind: 'staff', version: 1 },
    });
    expect(toStaff.statusCode).toBe(400);
    expect(toStaff.json().details.fieldErrors).toEqual({
      kind: ['A customer or dealer cannot become staff; create a staff account instead'],
    });
    const { user: staff } = await staffMember('EDITOR');
    const toCustomer = await t.as('SA', {
      method: 'PATCH',
      url: url(`/${staff.id}`),
      payload: { kind: 'customer', roleId: roleIds.SA, version: staff.version },
    });
    expect(toCustomer.statusCode).toBe(400);
    expect(toCustomer.json().details.fieldErrors).toEqual({ roleId: ['Unknown field'] });
  });
  it('lets only a super admin edit a super admin’s details (an email change could take the account over)', async () => {
    const root = await read(rootId);
    const byAdmin = await t.as('ADMIN', {
      method: 'PATCH',
      url: url(`/${rootId}`),
      payload: { email: 'mine@attacker.test', version: root.version },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Only a super admin can change a super admin’s account');
    expect((await read(rootId)).email).toBe(root.email);
    const { user: peer } = await staffMember('SA');
    const bySuperAdmin = dataOf<User>(
      await t.as('SA', {
        method: 'PATCH',
        url: url(`/${peer.id}`),
        payload: { name: 'Renamed Peer', version: peer.version },
      }),
    );
    expect(bySuperAdmin.name).toBe('Renamed Peer');
  });
});

describe('changing a role (POST /auth/users/:id/role)', () => {
  const changeRole = (
    level: 'SA' | 'ADMIN',
    user: { id: number; version: number },
    roleId: number,
  ) =>
    t.as(level, {
      method: 'POST',
      url: url(`/${user.id}/role`),
      payload: { roleId, version: user.version },
    });

  it('lets a super admin give a staff member another role, which their open session has from the next request', async () => {
    const { user, session } = await staffMember('GUEST');
    const brands = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/brand/admin',
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
    expect((await brands()).statusCode).toBe(403);
    const changed = dataOf<User>(await changeRole('SA', user, roleIds.EDITOR));
    expect(changed).toMatchObject({ roleId: roleIds.EDITOR, version: user.version + 1 });
    // Still signed in, under the new role: no sign-in again, the same tokens.
    expect((await brands()).statusCode).toBe(200);
    const admin = dataOf<{ role: { level: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/getAdminByToken',
        payload: { token: session.accessToken },
      }),
    );
    expect(admin.role.level).toBe('EDITOR');
    const renewed = dataOf<{ accessToken: string }>(await refresh(session.refreshToken));
    expect(renewed.accessToken).toBeTruthy();
    const [entry] = await auditEntries(t, {
      resource: 'users',
      recordId: user.id,
      action: 'update',
    });
    expect(entry).toMatchObject({
      actorId: rootId,
      before: expect.objectContaining({ roleId: roleIds.GUEST }),
      after: expect.objectContaining({ roleId: roleIds.EDITOR }),
    });
  });

  it('refuses an admin, who may edit users but not their roles', async () => {
    const { user } = await staffMember('GUEST');
    const response = await changeRole('ADMIN', user, roleIds.ADMIN);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only a super admin can give staff a role');
    expect((await read(user.id)).roleId).toBe(roleIds.GUEST);
  });

  it('refuses anyone changing their own role, the super admin included', async () => {
    const me = await read(rootId);
    const response = await changeRole('SA', me, roleIds.EDITOR);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot change your own role');
    const { user, session } = await staffMember('SA');
    const own = await asStaff(session, {
      method: 'POST',
      url: url(`/${user.id}/role`),
      payload: { roleId: roleIds.GUEST, version: user.version },
    });
    expect(own.statusCode).toBe(403);
  });

  it('refuses a role for a customer, an unknown role and a stale version', async () => {
    const customer = dataOf<User>(
      await create({
        name: 'C',
        username: 'norole',
        email: 'norole@example.com',
        kind: 'customer',
      }),
    );
    const forCustomer = await changeRole('SA', customer, roleIds.EDITOR);
    expect(forCustomer.statusCode).toBe(400);
    expect(forCustomer.json().details.fieldErrors).toEqual({
      roleId: ['Only staff accounts have a role'],
    });
    const { user } = await staffMember('GUEST');
    const unknown = await changeRole('SA', user, 99999);
    expect(unknown.json().details.fieldErrors).toEqual({ roleId: ['This role does not exist'] });
    const stale = await changeRole('SA', { id: user.id, version: 99 }, roleIds.EDITOR);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });
});

describe('blocking and unblocking', () => {
  it('ends a blocked user’s sessions at once: the access token answers 401 and refresh fails', async () => {
    const { user, session } = await staffMember('EDITOR');
    expect((await bellWith(session.accessToken)).statusCode).toBe(200);
    const blocked = dataOf<User>(await block('ADMIN', user.id));
    expect(blocked.status).toBe('blocked');
    expect((await bellWith(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const signIn = await login(user.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('This account is blocked');
  });

  it('lets an unblocked user sign in again, but not revive the old session', async () => {
    const { user, session } = await staffMember('EDITOR');
    dataOf(await block('ADMIN', user.id));
    const unblocked = dataOf<User>(await block('ADMIN', user.id, 'unblock'));
    expect(unblocked.status).toBe('active');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('keeps the reason given for a block, answers it in the record and the list, and clears it on unblock', async () => {
    const { user } = await staffMember('EDITOR');
    const blocked = dataOf<User>(
      await t.as('ADMIN', {
        method: 'POST',
        url: url(`/${user.id}/block`),
        payload: { reason: '  Shared the account with a friend  ' },
      }),
    );
    expect(blocked).toMatchObject({
      status: 'blocked',
      blockedReason: 'Shared the account with a friend',
    });
    expect((await read(user.id)).blockedReason).toBe('Shared the account with a friend');
    const listed = await list(`search=${encodeURIComponent(user.email)}`);
    expect(listed.rows.map((u) => u.blockedReason)).toEqual(['Shared the account with a friend']);
    const [entry] = await auditEntries(t, {
      resource: 'users',
      recordId: user.id,
      action: 'status',
    });
    expect(entry?.after).toMatchObject({ blockedReason: 'Shared the account with a friend' });
    const unblocked = dataOf<User>(await block('ADMIN', user.id, 'unblock'));
    expect(unblocked).toMatchObject({ status: 'active', blockedReason: null });
  });

  it('blocks without a reason, and refuses one that is too long, naming the field', async () => {
    const { user } = await staffMember('EDITOR');
    const long = await t.as('ADMIN', {
      method: 'POST',
      url: url(`/${user.id}/block`),
      payload: { reason: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.fieldErrors).toEqual({ reason: ['Must be at most 500 characters'] });
    const unknown = await t.as('ADMIN', {
      method: 'POST',
      url: url(`/${user.id}/block`),
      payload: { why: 'no' },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await read(user.id)).status).toBe('active');
    const blocked = dataOf<User>(
      await t.as('ADMIN', {
        method: 'POST',
        url: url(`/${user.id}/block`),
        payload: { reason: '' },
      }),
    );
    expect(blocked).toMatchObject({ status: 'blocked', blockedReason: null });
    dataOf(await block('ADMIN', user.id, 'unblock'));
    expect(dataOf<User>(await block('ADMIN', user.id)).blockedReason).toBeNull();
  });

  it('answers 409 naming the allowed move when the user is already there', async () => {
    const { user } = await staffMember('EDITOR');
    const unblock = await block('SA', user.id, 'unblock');
    expect(unblock.statusCode).toBe(409);
    expect(unblock.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'A user cannot go from active to active; allowed from active: blocked',
    });
    dataOf(await block('SA', user.id));
    expect((await block('SA', user.id)).json().details).toEqual({
      from: 'blocked',
      to: 'blocked',
      allowed: ['active'],
    });
  });

  it('refuses blocking or deleting one’s own account', async () => {
    const blockSelf = await block('SA', rootId);
    expect(blockSelf.statusCode).toBe(409);
    expect(blockSelf.json().message).toBe('You cannot block your own account');
    const deleteSelf = await t.as('SA', { method: 'DELETE', url: url(`/${rootId}`) });
    expect(deleteSelf.json().message).toBe('You cannot delete your own account');
  });
});

describe('trash and restore', () => {
  it('moves a deleted user to the trash, ends their sessions, and restores them', async () => {
    const { user, session } = await staffMember('EDITOR');
    const deleted = dataOf<User>(
      await t.as('ADMIN', { method: 'DELETE', url: url(`/${user.id}`) }),
    );
    expect(deleted.deletedAt).not.toBeNull();
    expect((await bellWith(session.accessToken)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await list(`search=${user.email}`)).count).toBe(0);
    expect((await list(`search=${user.email}&deleted=true`)).rows.map((u) => u.id)).toEqual([
      user.id,
    ]);
    dataOf(await t.as('ADMIN', { method: 'POST', url: url(`/${user.id}/restore`) }));
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('keeps password hashes out of the audit log', async () => {
    const entries = await auditEntries(t, { resource: 'users' });
    expect(entries.length).toBeGreaterThan(10);
    expect(JSON.stringify(entries)).not.toMatch(/passwordHash|argon2/);
  });
});

describe('the last active super admin', () => {
  /** Blocks every active super admin but root and `keep`, so exactly those stay active. */
  async function leaveActive(keep: number[]) {
    const others = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleId, roleIds.SA), eq(users.status, 'active')));
    for (const other of others.filter((o) => o.id !== rootId && !keep.includes(o.id))) {
      dataOf(await block('SA', other.id));
    }
  }
  const activeSuperAdmins = async () =>
    t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleId, roleIds.SA), eq(users.status, 'active')));

  it('lets only one of two super admins blocking each other at the same moment win', async () => {
    const { user: second, session: secondSession } = await staffMember('SA');
    const { user: third, session: thirdSession } = await staffMember('SA');
    const answers = await Promise.all([
      asStaff(secondSession, { method: 'POST', url: url(`/${third.id}/block`) }),
      asStaff(thirdSession, { method: 'POST', url: url(`/${second.id}/block`) }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort((a, b) => a - b);
    // The loser is no longer an active super admin by the time its change runs.
    expect(codes[0]).toBe(200);
    expect([401, 403]).toContain(codes[1]);
    const pair = await Promise.all([read(second.id), read(third.id)]);
    expect(pair.map((u) => u.status).sort()).toEqual(['active', 'blocked']);
  });

  it('can be blocked by another super admin once a second one is active', async () => {
    const { user: second } = await staffMember('SA');
    dataOf(await block('SA', second.id));
    dataOf(await block('SA', second.id, 'unblock'));
  });

  it('survives two super admins demoting each other at the same moment', async () => {
    const { user: second, session } = await staffMember('SA');
    const root = await read(rootId);
    await leaveActive([second.id]);
    const [byRoot, bySecond] = await Promise.all([
      t.as('SA', {
        method: 'POST',
        url: url(`/${second.id}/role`),
        payload: { roleId: roleIds.EDITOR, version: second.version },
      }),
      asStaff(session, {
        method: 'POST',
        url: url(`/${rootId}/role`),
        payload: { roleId: roleIds.EDITOR, version: root.version },
      }),
    ]);
    const codes = [byRoot.statusCode, bySecond.statusCode].sort((a, b) => a - b);
    // One wins; the loser is no longer a super admin (403) or lost its session (401).
    expect(codes[0]).toBe(200);
    expect([401, 403]).toContain(codes[1]);
    expect(await activeSuperAdmins()).toHaveLength(1);
  });
});
