import {
  API_BASE,
  listPathOf,
  resourcePaths,
  VIEWS_PATH,
  type ResourcePaths,
} from '@showroom/contract';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => t.close());

const declared = Object.entries(resourcePaths) as [string, ResourcePaths][];

/** Customer queries arrive through the public form and are never edited by staff. */
const withoutUpdate = new Set(['queries']);

/** The CRUD routes a declaration promises, as `METHOD path` under the API prefix. */
function routesOf(name: string, paths: ResourcePaths): [HTTPMethods, string][] {
  const record = `${API_BASE}${paths.root}/:id`;
  return [
    ['GET', `${API_BASE}${listPathOf(paths)}`],
    ['GET', record],
    ['POST', `${API_BASE}${paths.root}`],
    ...(withoutUpdate.has(name) ? [] : [['PATCH', record] as [HTTPMethods, string]]),
    ['DELETE', record],
    ['POST', `${record}/restore`],
  ];
}

/** The OpenAPI paths (`/api/v1/brand/{id}/restore`) of every registered route. */
const documentedPaths = () => Object.keys(t.app.swagger().paths ?? {});

describe('the paths the contract declares for each resource', () => {
  it.each(declared)('%s has every CRUD route there', (name, paths) => {
    for (const [method, url] of routesOf(name, paths)) {
      // The router ignores a trailing slash, so it keeps `/cars/` as `/cars`.
      const stored = url.length > 1 ? url.replace(/\/$/, '') : url;
      expect(t.app.hasRoute({ method, url: stored }), `${method} ${url}`).toBe(true);
    }
  });

  it.each(declared)('%s answers its list paged or whole as declared', async (_name, paths) => {
    const response = await t.as('SA', { method: 'GET', url: `${API_BASE}${listPathOf(paths)}` });
    const data = dataOf<unknown>(response);
    if (paths.plain) expect(Array.isArray(data)).toBe(true);
    else expect(data).toMatchObject({ count: expect.any(Number), rows: expect.any(Array) });
  });

  it('registers no CRUD routes anywhere else', () => {
    // Only the CRUD route factory registers restore routes, one per resource; saved views, no
    // CRUD resource, bring a deleted view back through their own module (ADR 053).
    const restores = documentedPaths()
      .filter((path) => path.endsWith('/{id}/restore'))
      .sort();
    const expected = [
      ...declared.map(([, paths]) => `${API_BASE}${paths.root}/{id}/restore`),
      `${API_BASE}${VIEWS_PATH}/{id}/restore`,
    ].sort();
    expect(restores).toEqual(expected);
  });
});
