import { sql, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { AppError } from '../src/lib/errors';
import { ok } from '../src/lib/reply';
import { createTestApp, type TestApp } from './helpers';
import { deferred } from './deferred';
import { holdTable } from './locks';

// The sign-in gate (plugins/auth.ts): a route that reads alongside its sign-in check is
// written here with nothing but its handler, and never answers before the check has passed.

const READ_URL = '/api/v1/gate-probe';
const FAILING_URL = '/api/v1/gate-probe/missing';
const SECRET = 'what only a signed-in reader may see';

let t: TestApp;
/** Resolves when the probe's handler has answered, for the request under way. */
let handled = deferred();

beforeAll(async () => {
  t = await createTestApp({
    // The check may wait on the held table for as long as the tests hold it.
    env: { DB_LOCK_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '60000' },
    beforeReady: (app) => {
      const config = {
        permission: { resource: 'brands', action: 'read' },
        readsAlongsideSignIn: true,
      } as const;
      app.get(READ_URL, { config, schema: { hide: true } }, async () => {
        handled.resolve();
        // Long enough to be compressed, so the gate's answer must be the plain envelope.
        return ok({ secret: SECRET, filler: 'x'.repeat(4096) });
      });
      app.get(FAILING_URL, { config, schema: { hide: true } }, async () => {
        handled.resolve();
        throw new AppError('NOT_FOUND', 'errors.routeNotFound');
      });
    },
  });
});
afterAll(async () => t.close());

const editorEmail = 'editor@showroom.test';
beforeEach(async () => {
  handled = deferred();
  await t.signIn('EDITOR');
  await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, editorEmail));
});

const read = async (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${(await t.signIn('EDITOR')).accessToken}`, ...headers },
  });

/**
 * Sends `url` while the sessions table is held, so the sign-in check waits; once the handler
 * has answered, the request must still be waiting. Then frees the table and gives the answer.
 */
async function readWhileTheCheckWaits(url: string, headers?: Record<string, string>) {
  const held = await holdTable(t.database, 'sessions');
  let settled = false;
  const answer = read(url, headers).finally(() => {
    settled = true;
  });
  try {
    await handled.promise;
    // The handler has answered: only the check can hold the answer now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
  } finally {
    await held.release();
  }
  return answer;
}

describe('the sign-in gate', () => {
  it('holds the answer of a route that reads alongside its check until the check has passed', async () => {
    const response = await readWhileTheCheckWaits(READ_URL);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.secret).toBe(SECRET);
  });

  it('answers the check’s refusal instead of what the route answered', async () => {
    await t.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.email, editorEmail));
    const response = await readWhileTheCheckWaits(READ_URL, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', key: 'auth.blocked' });
    expect(response.body).not.toContain(SECRET);
  });

  it('answers the check’s refusal instead of the route’s own error', async () => {
    await t.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.email, editorEmail));
    const response = await readWhileTheCheckWaits(FAILING_URL);
    expect(response.statusCode).toBe(403);
    expect(response.json().key).toBe('auth.blocked');
  });

  it('lets the route’s own error through once the check has passed', async () => {
    const response = await read(FAILING_URL);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('refuses to register a route that writes and reads alongside its check', async () => {
    let refusal: unknown;
    const other = await createTestApp({
      beforeReady: (app) => {
        try {
          app.post(
            '/api/v1/gate-probe-write',
            {
              config: {
                permission: { resource: 'brands', action: 'create' },
                readsAlongsideSignIn: true,
              },
            },
            async () => ok(null),
          );
        } catch (error) {
          refusal = error;
        }
      },
    });
    await other.close();
    expect(String(refusal)).toMatch(/may not read alongside sign-in/);
  });

  it('reads nothing for a caller without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: READ_URL });
    expect(response.statusCode).toBe(401);
    // The handler never ran: nothing was read.
    const ran = await Promise.race([
      handled.promise.then(() => true),
      t.database.db.execute(sql`select 1`).then(() => false),
    ]);
    expect(ran).toBe(false);
  });
});
