import type { Role, Session, User } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema';
import { createTestApp, dataOf, PASSWORD, type TestApp, auditEntries } from './helpers';

let t: TestApp;
let system: Record<'SA' | 'ADMIN' | 'EDITOR' | 'GUEST', Role>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = dataOf<Role[]>(await t.as('SA', { method: 'GET', url: '/api/v1/role/admin' }));
  system = Object.fromEntries(rows.map((r) => [r.level, r])) as typeof system;
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/role', payload });
const patch = (id: number, payload: Record<string, unknown>) =>
  t.as('SA', { method: 'PATCH', url: `/api/v1/role/${id}`, payload });
const remove = (id: number) => t.as('SA', { method: 'DELETE', url: `/api/v1/role/${id}` });

describe('the roles list (GET /role/admin)', () => {
  it('is a plain list, the four system roles first', async () => {
    const rows = dataOf<Role[]>(await t.as('SA', { method: 'GET', url: '/api/v1/role/admin' }));
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.slice(0, 4).map((r) => [r.name, r.level, r.isSystem])).toEqual([
      ['Super Admin', 'SA', true],
      ['Admin', 'ADMIN', true],
      ['Editor', 'EDITOR', true],
      ['Guest', 'GUEST', true],
    ]);
    expect(rows[0]?.permissions.roles).toEqual(['read', 'create', 'update', 'delete']);
  });

  it('is for super admins only: the roles resource is in no other system matrix', async () => {
    for (const level of ['ADMIN', 'EDITOR', 'GUEST'] as const) {
      expect(system[level].permissions.roles).toBeUndefined();
      const response = await t.as(level, { method: 'GET', url: '/api/v1/role/admin' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You do not have permission to view roles');
    }
    const edit = await t.as('ADMIN', {
      method: 'PATCH',
      url: `/api/v1/role/${system.EDITOR.id}`,
      payload: { description: 'sneaky', version: 1 },
    });
    expect(edit.statusCode).toBe(403);
  });
});

describe('custom roles', () => {
  let contentManager: Role;

  it('creates a role with a validated permission matrix', async () => {
    contentManager = dataOf<Role>(
      await create({
        name: 'Content Manager',
        description: 'Banners, FAQs and pages',
        level: 'EDITOR',
        permissions: { banners: ['read', 'create', 'update', 'delete'], faqs: ['read'] },
      }),
    );
    expect(contentManager).toMatchObject({
      name: 'Content Manager',
      level: 'EDITOR',
      isSystem: false,
      version: 1,
      permissions: { banners: ['read', 'create', 'update', 'delete'], faqs: ['read'] },
    });
  });

  it('names unknown resources and actions, repeated actions, and a level of SA', async () => {
    const response = await create({
      name: '',
      level: 'SA',
      permissions: { spaceships: ['read'], cars: ['fly'], faqs: ['read', 'read'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      name: ['Required'],
      level: ['Must be one of: ADMIN, EDITOR, GUEST'],
      'permissions.spaceships': ['Unknown field'],
      'permissions.cars.0': ['Must be one of: read, create, update, delete'],
      'permissions.faqs': ['Name each action once'],
    });
  });

  it('never grants the roles resource to a role other than Super Admin', async () => {
    const response = await create({
      name: 'Role Manager',
      level: 'ADMIN',
      permissions: { roles: ['read'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      'permissions.roles': ['Only the Super Admin role manages roles'],
    });
  });

  it('refuses a second role with the same name, in any case', async () => {
    const response = await create({ name: 'content manager', level: 'GUEST', permissions: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.fieldErrors).toEqual({
      name: ['A role with this name already exists'],
    });
  });

  it('takes effect on the next request of everyone who holds it', async () => {
    const user = dataOf<User>(
      await t.as('SA', {
        method: 'POST',
        url: '/api/v1/auth/users',
        payload: {
          name: 'Content Person',
          username: 'content',
          email: 'content@showroom.test',
          kind: 'staff',
          password: PASSWORD,
          roleId: contentManager.id,
        },
      }),
    );
    const session = dataOf<Session>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { emailOrPhone: user.email, password: PASSWORD },
      }),
    );
    expect(session.admin.role).toMatchObject({ name: 'Content Manager', level: 'EDITOR' });
    const faqsWrite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/notifications/general',
        headers: { authorization: `Bearer ${session.accessToken}` },
        payload: {},
      });
    expect((await faqsWrite()).statusCode).toBe(403);
    contentManager = dataOf<Role>(
      await patch(contentManager.id, {
        permissions: { ...contentManager.permissions, notifications: ['create'] },
        version: contentManager.version,
      }),
    );
    expect((await faqsWrite()).statusCode).toBe(400);
  });

  it('answers 409 on a stale version', async () => {
    const response = await patch(contentManager.id, { description: 'late', version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('STALE_VERSION');
  });

  it('cannot be deleted while someone holds it, and says how many do', async () => {
    const response = await remove(contentManager.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This role is given to 1 user; give them another role first',
      details: { users: 1 },
    });
  });

  it('moves an unused role to the trash and restores it', async () => {
    const spare = dataOf<Role>(await create({ name: 'Spare', level: 'GUEST', permissions: {} }));
    const deleted = dataOf<Role>(await remove(spare.id));
    expect(deleted.deletedAt).not.toBeNull();
    const trash = dataOf<Role[]>(
      await t.as('SA', { method: 'GET', url: '/api/v1/role/admin?deleted=true' }),
    );
    expect(trash.map((r) => r.name)).toEqual(['Spare']);
    dataOf(await t.as('SA', { method: 'POST', url: `/api/v1/role/${spare.id}/restore` }));
    const audit = await auditEntries(t, { recordId: spare.id });
    expect(audit.filter((a) => a.resource === 'roles').map((a) => a.action)).toEqual([
      'create',
      'delete',
      'restore',
    ]);
  });
});

describe('system roles', () => {
  it('cannot be deleted', async () => {
    for (const level of ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const) {
      const response = await remove(system[level].id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('System roles cannot be deleted');
    }
  });

  it('leave Super Admin exactly as it is', async () => {
    const response = await patch(system.SA.id, {
      description: 'changed',
      version: system.SA.version,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The Super Admin role cannot be changed');
    const [stored] = await t.database.db.select().from(roles).where(eq(roles.id, system.SA.id));
    expect(stored?.description).toBe(system.SA.description);
  });

  it('let the other three change their matrix, but not their name or level', async () => {
    const changed = dataOf<Role>(
      await patch(system.GUEST.id, {
        permissions: { faqs: ['read'] },
        version: system.GUEST.version,
      }),
    );
    expect(changed.permissions).toEqual({ faqs: ['read'] });
    const renamed = await patch(system.EDITOR.id, {
      name: 'Writer',
      version: system.EDITOR.version,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().details.fieldErrors).toEqual({ name: ['A system role keeps its name'] });
    const moved = await patch(system.ADMIN.id, { level: 'EDITOR', version: system.ADMIN.version });
    expect(moved.json().details.fieldErrors).toEqual({ level: ['A system role keeps its level'] });
  });
});
