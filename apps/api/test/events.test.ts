import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Role, Session, User } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubjects } from '../src/db/schema';
import {
  ADMIN_EMAIL,
  createTestApp,
  dataOf,
  PASSWORD,
  type TestApp,
  secondProcess,
} from './helpers';
import { openStream, type Stream } from './live-streams';

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

/** A super admin's own new session (an earlier test signs the shared one out). */
async function superAdminHeaders() {
  const session = dataOf<Session>(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { emailOrPhone: ADMIN_EMAIL, password: PASSWORD },
    }),
  );
  return { authorization: `Bearer ${session.accessToken}` };
}

describe('permission changes reaching open sessions', () => {
  let staffCount = 0;
  /** A new role through the API, as a super admin makes one. */
  const createRole = async (app: FastifyInstance, name: string, permissions: object) =>
    dataOf<Role>(
      await app.inject({
        method: 'POST',
        url: '/api/v1/role',
        headers: await superAdminHeaders(),
        payload: { name, level: 'EDITOR', permissions },
      }),
    );
  /** A staff member of `roleId`, made by the super admin, signed in. */
  async function staffOf(roleId: number) {
    staffCount += 1;
    const email = `live-access-${staffCount}@showroom.test`;
    const user = dataOf<User>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/users',
        headers: await superAdminHeaders(),
        payload: {
          name: `Live ${staffCount}`,
          username: `live-access-${staffCount}`,
          email,
          kind: 'staff',
          password: PASSWORD,
          roleId,
        },
      }),
    );
    const session = dataOf<Session>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { emailOrPhone: email, password: PASSWORD },
      }),
    );
    return { user, session };
  }
  const patchRole = async (app: FastifyInstance, role: Role, values: object) =>
    dataOf<Role>(
      await app.inject({
        method: 'PATCH',
        url: `/api/v1/role/${role.id}`,
        headers: await superAdminHeaders(),
        payload: { ...values, version: role.version },
      }),
    );

  it('tells every open stream of a role’s holders when its permissions change, and no one else', async () => {
    let role = await createRole(t.app, 'Live reviewers', {
      cars: ['read'],
      queries: ['read'],
    });
    const first = await staffOf(role.id);
    const second = await staffOf(role.id);
    const holders = [
      await openStream(baseUrl, first.session.accessToken),
      // Two tabs of one account: both are told.
      await openStream(baseUrl, first.session.accessToken),
      await openStream(baseUrl, second.session.accessToken),
    ];
    const bystander = await openStream(baseUrl, (await t.signIn('EDITOR')).accessToken);
    for (const stream of [...holders, bystander]) {
      const { badges } = await stream.next('ready');
      expect(Object.keys(badges).sort()).toEqual(['openQueries', 'pendingCars']);
    }

    role = await patchRole(t.app, role, { permissions: { queries: ['read'] } });
    for (const stream of holders) expect(await stream.next('access')).toEqual({});

    // The streams follow the new matrix: the pending-cars count is no longer theirs to see.
    dataOf(await sendQuery(t.app, 'Buyer after a matrix change'));
    for (const stream of holders)
      expect(Object.keys(await stream.next('badges'))).toEqual(['openQueries']);
    await bystander.next('badges');
    expect(bystander.pending()).not.toContain('access');

    // A change of what the role is called grants nothing new: nobody is told.
    await patchRole(t.app, role, { description: 'Reads the queue' });
    dataOf(await sendQuery(t.app, 'Buyer after a description change'));
    for (const stream of holders) {
      await stream.next('badges');
      expect(stream.pending()).not.toContain('access');
    }
    for (const stream of [...holders, bystander]) await stream.cancel();
  });

  it('tells the open streams of an account given another role, which stays signed in under it', async () => {
    const reviewers = await createRole(t.app, 'Live car reviewers', { cars: ['read'] });
    const writers = await createRole(t.app, 'Live query answerers', { queries: ['read'] });
    const { user, session } = await staffOf(reviewers.id);
    const stream = await openStream(baseUrl, session.accessToken);
    expect(await stream.next('ready')).toEqual({ badges: { pendingCars: 0 } });
    const colleague = await staffOf(reviewers.id);
    const colleagueStream = await openStream(baseUrl, colleague.session.accessToken);
    await colleagueStream.next('ready');

    dataOf(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/auth/users/${user.id}/role`,
        headers: await superAdminHeaders(),
        payload: { roleId: writers.id, version: user.version },
      }),
    );
    expect(await stream.next('access')).toEqual({});
    dataOf(await sendQuery(t.app, 'Buyer after a role change'));
    expect(Object.keys(await stream.next('badges'))).toEqual(['openQueries']);
    await colleagueStream.next('badges');
    expect(colleagueStream.pending()).not.toContain('access');

    // Its new role's changes reach it now, its old role's no longer do.
    await patchRole(t.app, reviewers, { permissions: { cars: ['read', 'update'] } });
    expect(await colleagueStream.next('access')).toEqual({});
    await patchRole(t.app, writers, { permissions: { queries: ['read', 'update'] } });
    expect(await stream.next('access')).toEqual({});
    expect(stream.pending()).toEqual([]);
    await stream.cancel();
    await colleagueStream.cancel();
  });
});

describe('several API processes on one database', () => {
  it('delivers an event made through one process to the clients of every process', async () => {
    // On PostgreSQL a second app with its own pool stands for a second process; PGlite is
    // one process's own database, so there both clients are on the one app.
    const second = await secondProcess(t);
    try {
      const token = (await t.signIn('EDITOR')).accessToken;
      const first = await openStream(baseUrl, token);
      const other = await openStream(second.baseUrl, token);
      await first.next('ready');
      const { badges } = await other.next('ready');

      // Through the second process: the first process's client hears it, and the other way round.
      dataOf(await sendQuery(second.app, 'Buyer via the second process'));
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

      if (second.separate) {
        await second.close();
        expect(await other.next('end')).toEqual({ reason: 'shutdown' });
        await other.closed;
      } else await other.cancel();
      await first.cancel();
    } finally {
      if (second.separate) await second.close();
    }
  });

  it('tells a role’s holders on every process when it changes through one of them', async () => {
    const second = await secondProcess(t);
    try {
      const superAdmin = await superAdminHeaders();
      let role = dataOf<Role>(
        await second.app.inject({
          method: 'POST',
          url: '/api/v1/role',
          headers: superAdmin,
          payload: {
            name: 'Live across processes',
            level: 'EDITOR',
            permissions: { cars: ['read'] },
          },
        }),
      );
      dataOf<User>(
        await second.app.inject({
          method: 'POST',
          url: '/api/v1/auth/users',
          headers: superAdmin,
          payload: {
            name: 'Across',
            username: 'live-across',
            email: 'live-across@showroom.test',
            kind: 'staff',
            password: PASSWORD,
            roleId: role.id,
          },
        }),
      );
      const { accessToken } = dataOf<Session>(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/login',
          payload: { emailOrPhone: 'live-across@showroom.test', password: PASSWORD },
        }),
      );
      const first = await openStream(baseUrl, accessToken);
      const other = await openStream(second.baseUrl, accessToken);
      await first.next('ready');
      await other.next('ready');
      for (const app of [second.app, t.app]) {
        role = dataOf<Role>(
          await app.inject({
            method: 'PATCH',
            url: `/api/v1/role/${role.id}`,
            headers: superAdmin,
            payload: {
              permissions: {
                cars: role.permissions.cars?.length === 1 ? ['read', 'update'] : ['read'],
              },
              version: role.version,
            },
          }),
        );
        expect(await first.next('access')).toEqual({});
        expect(await other.next('access')).toEqual({});
      }
      await first.cancel();
      await other.cancel();
    } finally {
      if (second.separate) await second.close();
    }
  });
});
