import { API_BASE, listPathOf, resourcePaths } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// A list reads its page without Drizzle's mapping (crud.repository.ts); a record read still
// goes through it. Both must answer a record alike, timestamps and amounts included.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  token = (await t.signIn('SA')).accessToken;
}, 60_000);

afterAll(() => t.close());

async function get(url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: unknown }>().data;
}

describe('list rows', () => {
  it('answer each record as reading it alone does, in every resource and in the trash', async () => {
    for (const paths of Object.values(resourcePaths)) {
      for (const trash of [false, true]) {
        const data = await get(`${API_BASE}${listPathOf(paths)}${trash ? '?deleted=true' : ''}`);
        const rows = (Array.isArray(data) ? data : (data as { rows: unknown[] }).rows) as {
          id: number;
        }[];
        if (!trash) expect(rows.length, `the demo data has ${paths.root}`).toBeGreaterThan(0);
        for (const row of rows.slice(0, 5)) {
          // A richer read (a car with its seller) holds the list's row within it.
          expect(await get(`${API_BASE}${paths.root}/${row.id}`)).toMatchObject(row);
        }
      }
    }
  });
});
