import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AccountSession, AuditEntry, Role, Session } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens';
import { afterReplySettled } from '../src/modules/auth/after-reply';
import {
  createTestApp,
  dataOf,
  PASSWORD,
  type TestApp,
  newStaffMember,
  secondProcess,
} from './helpers';
import { openStream } from './live-streams';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEWER_FIREFOX_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:134.0) Gecko/20100101 Firefox/134.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
let baseUrl: string;
let editorRoleId: number;
beforeAll(async () => {
  // Streams are checked at each heartbeat too: five minutes apart here (the longest allowed),
  // so that only the signal sent when a session is ended can end one during a test.
  t = await createTestApp({ env: { EVENTS_HEARTBEAT_SECONDS: '300' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const roles = dataOf<Role[]>(await t.as('SA', { method: 'GET', url: '/api/v1/role/admin' }));
  editorRoleId = roles.find((role) => role.isSystem && role.level === 'EDITOR')!.id;
});
afterAll(async () => t.close());

/** A new Editor, so that each test has sessions of its own. */
const staffMember = () => newStaffMember(t, { name: 'Seller desk', roleId: editorRoleId });

/** Signs `email` in from a browser (`userAgent`) at an address. */
async function signIn(email: string, userAgent: string, from = '203.0.113.10') {
  return dataOf<Session>(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'user-agent': userAgent },
      remoteAddress: from,
      payload: { emailOrPhone: email, password: PASSWORD },
    }),
  );
}

const bearer = (session: { accessToken: string }) => ({
  authorization: `Bearer ${session.accessToken}`,
});

const call = (
  session: { accessToken: string },
  method: 'GET' | 'DELETE',
  url: string,
  app: FastifyInstance = t.app,
) => app.inject({ method, url: `/api/v1${url}`, headers: bearer(session) });

const mySessions = async (session: { accessToken: string }) =>
  dataOf<AccountSession[]>(await call(session, 'GET', '/admin/sessions'));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const superAdmin = async () => bearer(await t.signIn('SA'));

describe('my sessions (GET /admin/sessions)', () => {
  it('lists one entry per sign-in, with browser, system, address and times, this one marked', async () => {
    const user = await staffMember();
    const chrome = await signIn(user.email, CHROME_ON_WINDOWS, '203.0.113.5');
    let firefox = await signIn(user.email, FIREFOX_ON_MAC, '198.51.100.9');
    await pause(20);
    // A refresh carries the session on: still one entry, used from its new address.
    firefox = dataOf<Session>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/refreshToken',
        headers: { 'user-agent': FIREFOX_ON_MAC },
        remoteAddress: '198.51.100.77',
        payload: { refreshToken: firefox.refreshToken },
      }),
    );
    const response = await call(firefox, 'GET', '/admin/sessions');
    const sessions = dataOf<AccountSession[]>(response);
    expect(sessions).toHaveLength(2);
    const byBrowser = new Map(sessions.map((session) => [session.browser, session]));
    expect(byBrowser.get('Firefox 133')).toMatchObject({
      system: 'Mac OS 14.5',
      device: 'desktop',
      ip: '198.51.100.77',
      current: true,
    });
    expect(byBrowser.get('Chrome 131')).toMatchObject({
      system: 'Windows 10',
      device: 'desktop',
      ip: '203.0.113.5',
      current: false,
    });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ['browser', 'current', 'device', 'id', 'ip', 'lastUsedAt', 'signedInAt', 'system'].sort(),
      );
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
    }
    const firefoxEntry = byBrowser.get('Firefox 133')!;
    expect(Date.parse(firefoxEntry.lastUsedAt)).toBeGreaterThan(
      Date.parse(firefoxEntry.signedInAt),
    );
    // Neither a token nor the hash kept of it is ever shown.
    for (const secret of [chrome.refreshToken, firefox.refreshToken]) {
      expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain(hashToken(secret));
    }
  });

  it('tells a phone from a computer', async () => {
    const user = await staffMember();
    const phone = await signIn(user.email, SAFARI_ON_IPHONE);
    expect(await mySessions(phone)).toEqual([
      expect.objectContaining({ browser: 'Mobile Safari 18', device: 'mobile', current: true }),
    ]);
  });

  it('notes when a session was last used by its requests, not only by its refreshes', async () => {
    const user = await staffMember();
    const session = await signIn(user.email, CHROME_ON_WINDOWS);
    await pause(50);
    // Noted beside the request, not in its way: a later list sees it once written.
    await expect
      .poll(async () => {
        const [now] = await mySessions(session);
        return Date.parse(now!.lastUsedAt) - Date.parse(now!.signedInAt);
      })
      .toBeGreaterThanOrEqual(50);
  });
});

describe('ending my sessions', () => {
  it('ends one: its next request is refused with 401, its refresh too, and it leaves the list', async () => {
    const user = await staffMember();
    const chrome = await signIn(user.email, CHROME_ON_WINDOWS);
    const firefox = await signIn(user.email, FIREFOX_ON_MAC);
    expect((await call(chrome, 'GET', '/brand/admin')).statusCode).toBe(200);
    const target = (await mySessions(firefox)).find((session) => !session.current)!;

    expect(dataOf(await call(firefox, 'DELETE', `/admin/sessions/${target.id}`))).toEqual({
      ended: 1,
    });
    const refused = await call(chrome, 'GET', '/brand/admin');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/refreshToken',
      payload: { refreshToken: chrome.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await mySessions(firefox)).map((session) => session.browser)).toEqual(['Firefox 133']);

    const again = await call(firefox, 'DELETE', `/admin/sessions/${target.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'This session has already ended' });
  });

  it('refuses an id that is not a session id, naming the field', async () => {
    const user = await staffMember();
    const session = await signIn(user.email, CHROME_ON_WINDOWS);
    const answer = await call(session, 'DELETE', '/admin/sessions/not-a-session');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.fieldErrors).toEqual({
      sessionId: ['Must be the id of a session from the list of sessions'],
    });
  });

  it('ends every other session and keeps this one', async () => {
    const user = await staffMember();
    const first = await signIn(user.email, CHROME_ON_WINDOWS);
    const second = await signIn(user.email, SAFARI_ON_IPHONE);
    const kept = await signIn(user.email, FIREFOX_ON_MAC);
    expect(dataOf(await call(kept, 'DELETE', '/admin/sessions/others'))).toEqual({ ended: 2 });
    expect((await call(first, 'GET', '/admin/sessions')).statusCode).toBe(401);
    expect((await call(second, 'GET', '/admin/sessions')).statusCode).toBe(401);
    expect(await mySessions(kept)).toEqual([expect.objectContaining({ current: true })]);
    expect(dataOf(await call(kept, 'DELETE', '/admin/sessions/others'))).toEqual({ ended: 0 });
  });

  it('cannot reach another person’s session through one’s own list', async () => {
    const owner = await staffMember();
    const other = await staffMember();
    const ownerSession = await signIn(owner.email, CHROME_ON_WINDOWS);
    const otherSession = await signIn(other.email, CHROME_ON_WINDOWS);
    const [target] = await mySessions(ownerSession);
    const answer = await call(otherSession, 'DELETE', `/admin/sessions/${target!.id}`);
    expect(answer.statusCode).toBe(404);
    expect((await call(ownerSession, 'GET', '/admin/sessions')).statusCode).toBe(200);
  });
});

describe('a staff member’s sessions (/auth/users/:id/sessions)', () => {
  it('a super admin lists and ends them, and the audit log says who did', async () => {
    const user = await staffMember();
    const chrome = await signIn(user.email, CHROME_ON_WINDOWS);
    const firefox = await signIn(user.email, FIREFOX_ON_MAC);
    const headers = await superAdmin();
    const listed = dataOf<AccountSession[]>(
      await t.app.inject({ method: 'GET', url: `/api/v1/auth/users/${user.id}/sessions`, headers }),
    );
    expect(listed).toHaveLength(2);
    expect(listed.every((session) => !session.current)).toBe(true);
    const chromeEntry = listed.find((session) => session.browser === 'Chrome 131')!;

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${user.id}/sessions/${chromeEntry.id}`,
      headers,
    });
    expect(dataOf(ended)).toEqual({ ended: 1 });
    expect((await call(chrome, 'GET', '/admin/sessions')).statusCode).toBe(401);
    expect((await call(firefox, 'GET', '/admin/sessions')).statusCode).toBe(200);

    const all = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${user.id}/sessions`,
      headers,
    });
    expect(dataOf(all)).toEqual({ ended: 1 });
    expect((await call(firefox, 'GET', '/admin/sessions')).statusCode).toBe(401);

    const superAdminId = (await t.signIn('SA')).admin.id;
    const history = dataOf<{ rows: AuditEntry[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/audit-log?resource=users&recordId=${user.id}`,
        headers,
      }),
    );
    expect(history.rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'end-sessions',
        actorId: superAdminId,
        after: { sessions: [expect.objectContaining({ browser: 'Firefox 133' })] },
      }),
      expect.objectContaining({
        action: 'end-session',
        actorId: superAdminId,
        after: {
          sessions: [
            expect.objectContaining({
              id: chromeEntry.id,
              browser: 'Chrome 131',
              system: 'Windows 10',
            }),
          ],
        },
      }),
    ]);
  });

  it('refuses anyone but a super admin another person’s sessions, and ends nothing', async () => {
    const user = await staffMember();
    const session = await signIn(user.email, CHROME_ON_WINDOWS);
    const [entry] = await mySessions(session);
    for (const request of [
      { method: 'GET', url: `/api/v1/auth/users/${user.id}/sessions` },
      { method: 'DELETE', url: `/api/v1/auth/users/${user.id}/sessions/${entry!.id}` },
      { method: 'DELETE', url: `/api/v1/auth/users/${user.id}/sessions` },
    ] as const) {
      // An Admin may read and change users, but not reach into another person's sessions.
      const answer = await t.as('ADMIN', request);
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: "Only a super admin may see or end another person's sessions",
      });
      // An Editor has no users permission at all.
      expect((await t.as('EDITOR', request)).statusCode).toBe(403);
    }
    expect((await call(session, 'GET', '/admin/sessions')).statusCode).toBe(200);
  });

  it('answers 404 for a user that does not exist', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/users/999999/sessions',
      headers: await superAdmin(),
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('an ended session’s live stream', () => {
  it('ends at once with the reason "session", well before its next heartbeat', async () => {
    const user = await staffMember();
    const watched = await signIn(user.email, CHROME_ON_WINDOWS);
    const other = await signIn(user.email, FIREFOX_ON_MAC);
    const stream = await openStream(baseUrl, watched.accessToken);
    const otherStream = await openStream(baseUrl, other.accessToken);
    await stream.next('ready');
    await otherStream.next('ready');
    const target = (await mySessions(other)).find((session) => !session.current)!;
    dataOf(await call(other, 'DELETE', `/admin/sessions/${target.id}`));
    expect(await stream.next('end')).toEqual({ reason: 'session' });
    await stream.closed;
    // The session that ended the other one keeps its stream.
    expect(otherStream.pending()).toEqual([]);
    await otherStream.cancel();
  });

  it('ends on every API process when the session is ended through another', async () => {
    // On PostgreSQL a second app with its own pool stands for a second process; PGlite is one
    // process's own database, so there the stream is on the one app.
    const second = await secondProcess(t);
    try {
      const user = await staffMember();
      const watched = await signIn(user.email, CHROME_ON_WINDOWS);
      const other = await signIn(user.email, FIREFOX_ON_MAC);
      const stream = await openStream(second.baseUrl, watched.accessToken);
      await stream.next('ready');
      // Through the first process: "end all others", as a person does from their account page.
      expect(dataOf(await call(other, 'DELETE', '/admin/sessions/others'))).toEqual({ ended: 1 });
      expect(await stream.next('end')).toEqual({ reason: 'session' });
      await stream.closed;
    } finally {
      if (second.separate) await second.close();
    }
  });

  it('ends at once when the session signs out', async () => {
    const user = await staffMember();
    const session = await signIn(user.email, CHROME_ON_WINDOWS);
    const stream = await openStream(baseUrl, session.accessToken);
    await stream.next('ready');
    dataOf(
      await t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers: bearer(session) }),
    );
    expect(await stream.next('end')).toEqual({ reason: 'session' });
    await stream.closed;
  });
});

describe('a sign-in from a new browser', () => {
  /** The messages in the outbox to `email`, oldest first, soft line breaks undone. */
  const mailsTo = async (email: string) => {
    await afterReplySettled();
    const dir = t.config.outboxDir;
    const files = (await readdir(dir).catch(() => [])).sort();
    const raw = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    return raw
      .map((m) =>
        m
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
      .filter((m) => m.includes(`To: ${email}`));
  };

  it('mails the person once, after the first sign-in of that browser and system', async () => {
    const user = await staffMember();
    // The account's first session has nothing to compare with.
    await signIn(user.email, CHROME_ON_WINDOWS);
    await signIn(user.email, CHROME_ON_WINDOWS, '198.51.100.3');
    expect(await mailsTo(user.email)).toHaveLength(0);

    await signIn(user.email, FIREFOX_ON_MAC, '198.51.100.44');
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: New sign-in to your Showroom account');
    expect(mails[0]).toContain('Firefox 133 on Mac OS 14.5');
    expect(mails[0]).toContain('198.51.100.44');
    expect(mails[0]).toContain('http://showroom.test/dashboard/account');

    // The same browser again, even updated: nothing new.
    await signIn(user.email, FIREFOX_ON_MAC);
    await signIn(user.email, NEWER_FIREFOX_ON_MAC);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
