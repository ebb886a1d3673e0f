import type { LiveEvent, LiveEventName } from '@showroom/contract';
import { createParser } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { contactSubjects } from '../src/db/schema';
import { createTestApp, dataOf, JWT_SECRET, type TestApp } from './helpers';

/** An open events stream: its events in order, and the end of the answer. */
type Stream = {
  status: number;
  headers: Headers;
  next<Name extends LiveEventName>(
    name: Name,
  ): Promise<Extract<LiveEvent, { event: Name }>['data']>;
  closed: Promise<void>;
  cancel(): Promise<void>;
};

async function openStream(baseUrl: string, token: string | null): Promise<Stream> {
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const received: LiveEvent[] = [];
  const waiting = new Set<() => void>();
  const parser = createParser({
    onEvent: (message) => {
      received.push({ event: message.event, data: JSON.parse(message.data) } as LiveEvent);
      for (const wake of waiting) wake();
    },
  });
  const body = response.body!.pipeThrough(new TextDecoderStream());
  const reader = body.getReader();
  const closed = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      parser.feed(chunk.value);
    }
    for (const wake of waiting) wake();
  })();
  let ended = false;
  void closed.then(() => (ended = true));
  return {
    status: response.status,
    headers: response.headers,
    // Takes the first event of that name not yet taken, waiting for it if need be.
    async next(name) {
      for (;;) {
        const index = received.findIndex((event) => event.event === name);
        if (index !== -1) return received.splice(index, 1)[0]!.data as never;
        if (ended) throw new Error(`the stream ended before a ${name} event`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
        });
      }
    },
    closed,
    cancel: () => reader.cancel(),
  };
}

let t: TestApp;
let baseUrl: string;
let subjectId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { EVENTS_HEARTBEAT_SECONDS: '1' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const [subject] = await t.database.db
    .insert(contactSubjects)
    .values({ nameEn: 'Buying a car' })
    .returning({ id: contactSubjects.id });
  subjectId = subject!.id;
});
afterAll(async () => t.close());

let sender = 0;
/** A customer query through the public contact form, as the marketplace sends it. */
const sendQuery = (app: FastifyInstance, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/contactUs/queries',
    remoteAddress: `198.51.100.${++sender}`,
    payload: { subjectId, name, email: 'buyer@example.com', message: 'Is it still for sale?' },
  });

describe('the live events stream (GET /events)', () => {
  it('needs a signed-in staff member', async () => {
    const anonymous = await openStream(baseUrl, null);
    expect(anonymous.status).toBe(401);
    await anonymous.closed;
    const forged = await openStream(baseUrl, 'not-a-token');
    expect(forged.status).toBe(401);
    await forged.closed;
  });

  it('answers the badges as JSON to a client that asks for no stream, each role its own', async () => {
    const editor = dataOf<{ badges: Record<string, number> }>(
      await t.as('EDITOR', { method: 'GET', url: '/api/v1/events' }),
    );
    expect(editor.badges).toEqual({ pendingCars: 0, openQueries: 0 });
    const guest = dataOf<{ badges: Record<string, number> }>(
      await t.as('GUEST', { method: 'GET', url: '/api/v1/events' }),
    );
    expect(guest.badges).toEqual({});
  });

  it('streams unbuffered and uncompressed, and opens with the badges', async () => {
    const stream = await openStream(baseUrl, (await t.signIn('EDITOR')).accessToken);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(await stream.next('ready')).toEqual({ badges: { pendingCars: 0, openQueries: 0 } });
    await stream.cancel();
  });

  it('rings the bell and moves the open-queries badge when a customer query arrives', async () => {
    const stream = await openStream(baseUrl, (await t.signIn('EDITOR')).accessToken);
    const { badges } = await stream.next('ready');
    dataOf(await sendQuery(t.app, 'Live Buyer'));
    expect(await stream.next('bell')).toEqual({});
    expect(await stream.next('badges')).toEqual({
      pendingCars: 0,
      openQueries: (badges.openQueries ?? 0) + 1,
    });
    await stream.cancel();
  });

  it('tells my other tabs when I delete from or clear my bell', async () => {
    const session = await t.signIn('ADMIN');
    const otherTab = await openStream(baseUrl, session.accessToken);
    await otherTab.next('ready');
    dataOf(await sendQuery(t.app, 'Another Buyer'));
    await otherTab.next('bell');
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: '/api/v1/admin/notifications' }));
    expect(await otherTab.next('bell')).toEqual({});
    await otherTab.cancel();
  });

  it('ends when the session ends', async () => {
    const session = await t.signIn('SA');
    const stream = await openStream(baseUrl, session.accessToken);
    await stream.next('ready');
    dataOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/logout',
        headers: { authorization: `Bearer ${session.accessToken}` },
      }),
    );
    expect(await stream.next('end')).toEqual({ reason: 'session' });
    await stream.closed;
  });
});

describe('several API processes on one database', () => {
  it('delivers an event made through one process to the clients of every process', async () => {
    // On PostgreSQL a second app with its own pool stands for a second process; PGlite is
    // one process's own database, so there both clients are on the one app.
    const url = process.env.TEST_DATABASE_URL
      ? (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client
          .options.connectionString
      : null;
    let second: FastifyInstance = t.app;
    let secondUrl = baseUrl;
    if (url) {
      second = await buildApp(t.config, {
        database: await openDatabase({ url, dataDir: null, poolSize: 2 }),
        jwtSecret: JWT_SECRET,
      });
      await second.listen({ host: '127.0.0.1', port: 0 });
      secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
    }
    try {
      const token = (await t.signIn('EDITOR')).accessToken;
      const first = await openStream(baseUrl, token);
      const other = await openStream(secondUrl, token);
      await first.next('ready');
      const { badges } = await other.next('ready');

      // Through the second process: the first process's client hears it, and the other way round.
      dataOf(await sendQuery(second, 'Buyer via the second process'));
      await first.next('bell');
      await other.next('bell');
      dataOf(await sendQuery(t.app, 'Buyer via the first process'));
      await first.next('bell');
      await other.next('bell');
      const expected = (badges.openQueries ?? 0) + 2;
      for (const stream of [first, other]) {
        let latest = await stream.next('badges');
        while (latest.openQueries !== expected) latest = await stream.next('badges');
      }

      if (second !== t.app) {
        await second.close();
        expect(await other.next('end')).toEqual({ reason: 'shutdown' });
        await other.closed;
      } else await other.cancel();
      await first.cancel();
    } finally {
      if (second !== t.app) await second.close();
    }
  });
});
