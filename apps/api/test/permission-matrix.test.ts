import {
  resourceFactsByName,
  resources,
  type Level,
  type Resource,
  type ResourceFacts,
} from '@showroom/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

/**
 * DESIGN §4 written out by hand, so the test does not share the code it checks: the resources
 * it names, and those of them editors read, create and update ("content").
 */
const designResources: Resource[] = [
  'cars',
  'brands',
  'categories',
  'colors',
  'countries',
  'offers',
  'ads',
  'subscriptions',
  'packages',
  'users',
  'roles',
  'banners',
  'faqs',
  'subjects',
  'queries',
  'notifications',
  'pages',
  'statistics',
  'audit',
];
const content: Resource[] = [
  'cars',
  'brands',
  'categories',
  'colors',
  'countries',
  'banners',
  'faqs',
  'subjects',
  'queries',
  'pages',
  'notifications',
];
const factsOf = (resource: Resource): ResourceFacts | undefined =>
  (resourceFactsByName as Partial<Record<string, ResourceFacts>>)[resource];
/**
 * Whether editors may change a resource: DESIGN §4's word for those it names; a resource added
 * since is held to its own facts (`editors: 'change'`), so the walk below checks that the
 * server grants exactly what the contract declares for it.
 */
const editorsChange = (resource: Resource) =>
  designResources.includes(resource)
    ? content.includes(resource)
    : factsOf(resource)?.editors === 'change';

function expectedToAllow(level: Level, resource: Resource, action: string): boolean {
  switch (level) {
    case 'SA':
      return true;
    case 'ADMIN':
      return resource !== 'roles';
    case 'EDITOR':
      return (
        (editorsChange(resource) && action !== 'delete') ||
        (resource === 'statistics' && action === 'read')
      );
    case 'GUEST':
      return false;
    default: {
      const unknownLevel: never = level;
      throw new Error(`unknown level ${String(unknownLevel)}`);
    }
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const level of ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const) await t.signIn(level);
});
afterAll(async () => t.close());

const auditRows = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n;

describe('every route × every system role', () => {
  it('gives editors, in the facts, the access DESIGN §4 gives them to each resource it names', () => {
    expect(resources).toEqual(expect.arrayContaining(designResources));
    for (const resource of designResources) {
      const facts = factsOf(resource);
      if (facts) expect(facts.editors === 'change', resource).toBe(content.includes(resource));
    }
  });

  it('knows every route and what it declared', () => {
    expect(t.app.declaredRoutes).toEqual(
      expect.arrayContaining([
        {
          method: 'GET',
          url: '/api/v1/brand/admin',
          permission: { resource: 'brands', action: 'read' },
        },
        { method: 'POST', url: '/api/v1/upload/', permission: 'contributor' },
        { method: 'POST', url: '/api/v1/admin/login', permission: 'public' },
      ]),
    );
  });

  it('answers 403 and changes nothing where the matrix denies, and lets the request through where it allows', async () => {
    const failures: string[] = [];
    for (const route of t.app.declaredRoutes) {
      const { permission } = route;
      // Logging out would end the shared session of the role; the session tests cover it.
      if (permission === 'public' || route.url.endsWith('/admin/logout')) continue;
      for (const level of ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const) {
        const allowed =
          permission === 'authenticated'
            ? true
            : permission === 'contributor'
              ? level !== 'GUEST'
              : expectedToAllow(level, permission.resource, permission.action);
        const url = route.url.replace(/:[a-zA-Z]+/g, '999999').replace('*', 'x');
        const before = await auditRows();
        const response = await t.as(level, {
          method: route.method,
          url,
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) && !url.includes('/upload')
            ? { payload: {} }
            : {}),
        });
        const denied = response.statusCode === 403;
        const label = `${level} ${route.method} ${route.url} → ${response.statusCode}`;
        if (allowed && (denied || response.statusCode === 401))
          failures.push(`${label}, expected through`);
        if (!allowed && !denied) failures.push(`${label}, expected 403`);
        if (!allowed && (await auditRows()) !== before) failures.push(`${label} wrote something`);
      }
    }
    expect(failures).toEqual([]);
  });
});
