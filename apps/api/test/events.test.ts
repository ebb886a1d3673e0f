import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveEvent, LiveEventName, Session } from '@showroom/contract';
import { createParser } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { contactSubjects } from '../src/db/schema';
import { ADMIN_EMAIL, createTestApp, dataOf, JWT_SECRET, PASSWORD, type TestApp } from './helpers';

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

/** A refused request for a stream: its status, content type and body. */
async function refusedStream(baseUrl: string, token: string, language = 'en') {
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: {
      accept: 'text/event-stream',
      'accept-language': language,
      authorization: `Bearer ${token}`,
    },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.json(),
  };
}

let t: TestApp;
let baseUrl: string;
let subjectId: number;
/** The server's side of each events request, in the order they came: closed once it has seen them go. */
const served: Promise<void>[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { EVENTS_HEARTBEAT_SECONDS: '1' } });
  t.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Listening before the route does, this learns of a close just before the route frees
    // the stream's slot, in the same turn: awaiting it sees the slot free.
    if (request.url?.startsWith('/api/v1/events'))
      served.push(new Promise((resolve) => response.once('close', () => resolve())));
  });
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

describe('what one caller may hold', () => {
  /** A new session of the Super Admin's account, as another browser signs in. */
  const newSession = async () =>
    dataOf<Session>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { emailOrPhone: ADMIN_EMAIL, password: PASSWORD },
      }),
    ).accessToken;

  /** Opens `count` streams with the token, each accepted and ready, with the server's side of each. */
  async function fill(token: string, count: number) {
    const streams: { stream: Stream; closedOnServer: Promise<void> }[] = [];
    for (let i = 0; i < count; i++) {
      const stream = await openStream(baseUrl, token);
      expect(stream.status).toBe(200);
      await stream.next('ready');
      streams.push({ stream, closedOnServer: served.at(-1)! });
    }
    return streams;
  }

  it('refuses a Guest a stream: it has nothing to be told live', async () => {
    const guest = await refusedStream(baseUrl, (await t.signIn('GUEST')).accessToken);
    expect(guest.status).toBe(403);
    expect(guest.type).toBe('application/json; charset=utf-8');
    expect(guest.body).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      key: 'auth.liveDenied',
      message: 'Your account has no access yet, so there is nothing to follow live',
    });
  });

  it('refuses a session one stream beyond its limit, and takes one again once a tab closes', async () => {
    const perSession = t.config.EVENTS_MAX_STREAMS_PER_SESSION;
    const token = await newSession();
    const open = await fill(token, perSession);

    const refused = await refusedStream(baseUrl, token);
    expect(refused.status).toBe(429);
    expect(refused.type).toBe('application/json; charset=utf-8');
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      key: 'errors.streamsPerSession',
      message: `This session already has ${perSession} live connections open; close a tab and try again`,
      details: { per: 'session', limit: perSession },
    });
    const inArabic = await refusedStream(baseUrl, token, 'ar');
    expect(inArabic.body).toMatchObject({ key: 'errors.streamsPerSession' });
    expect((inArabic.body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);

    // A tab closes: its slot is free the moment the server sees it go.
    const [first, ...rest] = open;
    await first!.stream.cancel();
    await first!.closedOnServer;
    const again = await openStream(baseUrl, token);
    expect(again.status).toBe(200);
    await again.next('ready');
    expect((await refusedStream(baseUrl, token)).status).toBe(429);

    for (const { stream } of rest) await stream.cancel();
    await again.cancel();
  });

  it('counts every session of an account together, and frees a session’s streams at sign-out', async () => {
    const {
      EVENTS_MAX_STREAMS_PER_SESSION: perSession,
      EVENTS_MAX_STREAMS_PER_ACCOUNT: perAccount,
    } = t.config;
    // Sessions of one account, each within its own limit, together holding the account's.
    const sessions: { token: string; streams: Awaited<ReturnType<typeof fill>> }[] = [];
    for (let held = 0; held < perAccount;) {
      const token = await newSession();
      const count = Math.min(perSession, perAccount - held);
      sessions.push({ token, streams: await fill(token, count) });
      held += count;
    }
    expect(sessions.length).toBeGreaterThan(1);

    // A new session holds no stream yet, but its account holds all it may.
    const another = await newSession();
    const refused = await refusedStream(baseUrl, another);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      key: 'errors.streamsPerAccount',
      message: `This account already has ${perAccount} live connections open; close a tab or sign out elsewhere and try again`,
      details: { per: 'account', limit: perAccount },
    });
    // Another account is not held back by this one.
    const editor = await openStream(baseUrl, (await t.signIn('EDITOR')).accessToken);
    expect(editor.status).toBe(200);
    await editor.cancel();

    // Signing out ends the first session's streams (at their next heartbeat), freeing them.
    const [first, ...others] = sessions;
    dataOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/logout',
        headers: { authorization: `Bearer ${first!.token}` },
      }),
    );
    for (const { stream } of first!.streams) {
      expect(await stream.next('end')).toEqual({ reason: 'session' });
      await stream.closed;
    }
    const accepted = await fill(another, 1);

    for (const { stream } of [...others.flatMap((s) => s.streams), ...accepted])
      await stream.cancel();
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
