import type { Brand, Level } from '@showroom/contract';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands } from '../src/db/schema';
import { authPlugin } from '../src/plugins/auth';
import { createTestApp, dataOf, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Action = 'read' | 'create' | 'update' | 'delete';

/** DESIGN §4, written out by hand so the test does not share the code it checks. */
const brandRights: Record<Level, Action[]> = {
  SA: ['read', 'create', 'update', 'delete'],
  ADMIN: ['read', 'create', 'update', 'delete'],
  EDITOR: ['read', 'create', 'update'],
  GUEST: [],
};

const brandRoutes: {
  name: string;
  action: Action;
  request: (brand: Brand) => {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
  };
}[] = [
  { name: 'list', action: 'read', request: () => ({ method: 'GET', url: '/api/v1/brand/admin' }) },
  {
    name: 'trash',
    action: 'read',
    request: () => ({ method: 'GET', url: '/api/v1/brand/admin?deleted=true' }),
  },
  {
    name: 'read one',
    action: 'read',
    request: (b) => ({ method: 'GET', url: `/api/v1/brand/${b.id}` }),
  },
  {
    name: 'create',
    action: 'create',
    request: (b) => ({ method: 'POST', url: '/api/v1/brand', payload: { nameEn: `New ${b.id}` } }),
  },
  {
    name: 'update',
    action: 'update',
    request: (b) => ({
      method: 'PATCH',
      url: `/api/v1/brand/${b.id}`,
      payload: { sortOrder: 5, version: b.version },
    }),
  },
  {
    name: 'delete',
    action: 'delete',
    request: (b) => ({ method: 'DELETE', url: `/api/v1/brand/${b.id}` }),
  },
  {
    name: 'restore',
    action: 'delete',
    request: (b) => ({ method: 'POST', url: `/api/v1/brand/${b.id}/restore` }),
  },
];

async function snapshot() {
  const [brandCount] = await t.database.db.select({ n: count() }).from(brands);
  const [auditCount] = await t.database.db.select({ n: count() }).from(auditLog);
  const rows = await t.database.db.select().from(brands);
  return { brands: brandCount?.n, audit: auditCount?.n, rows: JSON.stringify(rows) };
}

let sequence = 0;
async function freshBrand(name: string, inTrash: boolean): Promise<Brand> {
  const brand = dataOf<Brand>(
    await t.as('SA', {
      method: 'POST',
      url: '/api/v1/brand',
      payload: { nameEn: `${name} ${++sequence}` },
    }),
  );
  if (!inTrash) return brand;
  return dataOf<Brand>(await t.as('SA', { method: 'DELETE', url: `/api/v1/brand/${brand.id}` }));
}

describe('the permission matrix on brand routes', () => {
  for (const level of ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const) {
    for (const route of brandRoutes) {
      const allowed = brandRights[level].includes(route.action);
      it(`${allowed ? 'lets' : 'forbids'} ${level} ${route.name}`, async () => {
        await t.signIn(level);
        const brand = await freshBrand(`${level} ${route.name}`, route.name === 'restore');
        const before = await snapshot();
        const response = await t.as(level, route.request(brand));
        if (allowed) {
          expect(response.statusCode).toBe(200);
        } else {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({
            code: 'FORBIDDEN',
            details: { resource: 'brands', action: route.action },
          });
          expect(await snapshot()).toEqual(before);
        }
      });
    }
  }

  it('answers 401, not 403, to an anonymous request, and changes nothing', async () => {
    const brand = await freshBrand('anonymous', false);
    const before = await snapshot();
    for (const route of brandRoutes) {
      const response = await t.app.inject(route.request(brand));
      expect(response.statusCode).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('sends the security headers with a refusal too, signed out or not allowed', async () => {
    const brand = await freshBrand('headers', false);
    const refusals = [
      await t.app.inject({ method: 'GET', url: '/api/v1/brand/admin' }),
      await t.as('EDITOR', { method: 'DELETE', url: `/api/v1/brand/${brand.id}` }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([401, 403]);
    for (const response of refusals) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    }
  });

  it('explains the refusal in words', async () => {
    const brand = await freshBrand('words', false);
    const response = await t.as('EDITOR', { method: 'DELETE', url: `/api/v1/brand/${brand.id}` });
    expect(response.json().message).toBe('You do not have permission to delete brands');
  });
});

describe('route declarations', () => {
  it('refuses to start when a route declares no permission', async () => {
    const app = Fastify({ logger: false });
    await app.register(authPlugin);
    expect(() => app.get('/forgotten', () => 'open')).toThrow(
      'Route GET /forgotten declares no permission',
    );
    await app.close();
  });
});
