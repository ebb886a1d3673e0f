import { Writable } from 'node:stream';
import { envelope, timestampSchema } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

// Every answer is checked against its route's schema before it is written
// (lib/response-serializer.ts, ADR 032): one the schema refuses is never sent.

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    deps: { logStream },
    beforeReady: (app) => {
      // A route whose answer has a timestamp in another form than the contract's.
      app.get(
        '/api/v1/test/timestamp',
        {
          config: { permission: 'public' },
          schema: { response: { 200: envelope(z.object({ at: timestampSchema })) } },
        },
        () => ({ statusCode: 200, message: 'OK', data: { at: '26/11/2026 10:00' } }),
      );
    },
  });
});
afterAll(() => t.close());

/** The cause the log gives a failed request. */
const loggedFailure = () =>
  lines
    .map((line) => JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string } })
    .findLast((entry) => entry.msg === 'request failed')?.err;

const internal = {
  statusCode: 500,
  code: 'INTERNAL',
  key: 'errors.internal',
  message: 'Something went wrong on our side',
};

describe('an answer its schema refuses', () => {
  it('is not sent when a value is not one the contract knows: a 500, its cause logged', async () => {
    await t.signIn('EDITOR');
    const [user] = await t.database.db
      .update(users)
      .set({ kind: sql`'robot'` })
      .where(eq(users.email, 'editor@showroom.test'))
      .returning({ id: users.id });
    lines.length = 0;
    for (const url of [`/api/v1/auth/users/${user?.id}`, '/api/v1/auth/users/list']) {
      const response = await t.as('SA', { method: 'GET', url });
      expect(response.statusCode, url).toBe(500);
      expect(response.json()).toEqual(internal);
      expect(response.body).not.toContain('robot');
      expect(loggedFailure()).toMatchObject({
        type: 'AnswerMismatchError',
        message: expect.stringMatching(/kind must be equal to one of the allowed values$/),
      });
    }
    expect(lines.join('\n')).not.toContain('robot');
  });

  it('is not sent when a value is not in its format', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/timestamp' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(internal);
    expect(loggedFailure()).toMatchObject({
      type: 'AnswerMismatchError',
      message: expect.stringContaining('/data/at must match'),
    });
  });
});
