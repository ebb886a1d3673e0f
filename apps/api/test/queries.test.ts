import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  CustomerQuery,
  CustomerQueryDetails,
  CustomerQueryStatus,
  Page,
  StaffNotificationList,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactSubjects, customerQueries, customerQueryReplies, users } from '../src/db/schema';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
let subjectId: number;
let otherSubjectId: number;
let inactiveSubjectId: number;
let deletedSubjectId: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const level of ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const) await t.signIn(level);
  const rows = await t.database.db
    .insert(contactSubjects)
    .values([
      { nameEn: 'Buying a car', nameAr: 'شراء سيارة' },
      { nameEn: 'Selling a car' },
      { nameEn: 'Closed topic', isActive: false },
      { nameEn: 'Deleted topic', deletedAt: new Date() },
    ])
    .returning({ id: contactSubjects.id });
  [subjectId, otherSubjectId, inactiveSubjectId, deletedSubjectId] = rows.map((r) => r.id) as [
    number,
    number,
    number,
    number,
  ];
});
afterAll(async () => t.close());

const root = '/api/v1/contactUs/queries';
let addressCounter = 0;
/** The public form, each call from its own address unless one is given. */
const send = (payload: Record<string, unknown>, ip = `198.51.100.${++addressCounter}`) =>
  t.app.inject({ method: 'POST', url: root, payload, remoteAddress: ip });
const validQuery = (overrides: Record<string, unknown> = {}) => ({
  subjectId,
  name: 'Huda Karim',
  email: 'huda@example.com',
  phone: '+971 50 765 4321',
  message: 'Is the 2022 Land Cruiser still available?',
  ...overrides,
});
const sendValid = async (overrides: Record<string, unknown> = {}) =>
  dataOf<CustomerQuery>(await send(validQuery(overrides)));
const list = async (query: string) =>
  dataOf<Page<CustomerQuery>>(await t.as('EDITOR', { method: 'GET', url: `${root}/?${query}` }));
const moveTo = (id: number, status: string) =>
  t.as('EDITOR', { method: 'POST', url: `${root}/${id}/status`, payload: { status } });
const reply = (id: number, text: string, level: 'ADMIN' | 'EDITOR' = 'EDITOR') =>
  t.as(level, { method: 'POST', url: `${root}/${id}/reply`, payload: { reply: text } });
const details = async (id: number) =>
  dataOf<CustomerQueryDetails>(await t.as('EDITOR', { method: 'GET', url: `${root}/${id}` }));

/** The outbox's messages, oldest first, with quoted-printable soft breaks undone. */
const outbox = async () => {
  const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  const raw = await Promise.all(
    files.sort().map((f) => readFile(path.join(t.config.outboxDir, f), 'utf8')),
  );
  return raw.map((m) =>
    m
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
};

describe('the public contact form (POST /contactUs/queries)', () => {
  it('takes a query without signing in, as new, and thanks the sender', async () => {
    const response = await send(validQuery());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Thank you, we will get back to you soon');
    expect(dataOf<CustomerQuery>(response)).toMatchObject({
      subjectId,
      name: 'Huda Karim',
      email: 'huda@example.com',
      phone: '+971507654321',
      status: 'new',
      reply: null,
      repliedAt: null,
      repliedBy: null,
    });
  });

  it('rings the bell of staff who handle queries, and of nobody else', async () => {
    const bell = async (level: 'ADMIN' | 'EDITOR' | 'GUEST') =>
      dataOf<StaffNotificationList>(
        await t.as(level, { method: 'GET', url: '/api/v1/admin/notifications' }),
      );
    const before = (await bell('EDITOR')).count;
    await sendValid({ name: 'Bell Ringer' });
    const editor = await bell('EDITOR');
    expect(editor.count).toBe(before + 1);
    expect(editor.rows[0]).toMatchObject({
      heading: 'Customer queries',
      title: 'New query from Bell Ringer',
      subtitle: 'Buying a car',
      path: '/dashboard/queries',
    });
    expect((await bell('ADMIN')).rows[0]?.title).toBe('New query from Bell Ringer');
    expect((await bell('GUEST')).count).toBe(0);
  });

  it('names every invalid field', async () => {
    const response = await send({
      subjectId: 'x',
      name: '',
      email: 'nope',
      phone: '12',
      message: '   ',
      status: 'resolved',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      subjectId: ['Must be a number'],
      name: ['Required'],
      email: ['Must be a valid email address'],
      phone: ['Must be an international number like +971501234567'],
      message: ['Required'],
      status: ['Unknown field'],
    });
  });

  it('accepts only a subject the form offers: active and not deleted', async () => {
    for (const id of [inactiveSubjectId, deletedSubjectId, 99999]) {
      const response = await send(validQuery({ subjectId: id }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fieldErrors).toEqual({
        subjectId: ['Choose one of the subjects on the form'],
      });
    }
  });

  it('limits how often one address may send', async () => {
    const ip = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await send(validQuery({ subjectId: 99999 }), ip)).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await send(validQuery({ subjectId: 99999 }))).statusCode).toBe(400);
  });

  it('is the only way in: staff neither create queries nor edit a customer’s words', async () => {
    const [query] = (await list('limit=1')).rows;
    const edit = await t.as('SA', {
      method: 'PATCH',
      url: `${root}/${query!.id}`,
      payload: { message: 'changed', version: 1 },
    });
    // The query's path takes reading it and the trash, never a change of its words.
    expect(edit.statusCode).toBe(405);
    expect(String(edit.headers.allow).split(', ')).not.toContain('PATCH');
  });
});

describe('the queries list (GET /contactUs/queries/)', () => {
  beforeAll(async () => {
    await t.database.db.insert(customerQueries).values(
      Array.from({ length: 23 }, (_, i) => ({
        subjectId: i % 2 === 0 ? subjectId : otherSubjectId,
        name: `Lister ${String(i).padStart(2, '0')}`,
        email: `lister${i}@example.com`,
        message: i === 7 ? 'Do you take a trade-in?' : 'Please call me back',
        status: (['new', 'in_progress', 'resolved'] as const)[i % 3],
        createdAt: new Date(Date.UTC(2026, 5, 1 + i)),
      })),
    );
  });

  it('pages newest first and counts every match', async () => {
    const page = await list('search=Lister&limit=10&offset=20');
    expect(page.count).toBe(23);
    expect(page.rows.map((q) => q.name)).toEqual(['Lister 02', 'Lister 01', 'Lister 00']);
  });

  it('searches name, email and message', async () => {
    expect((await list('search=lister 13')).rows.map((q) => q.name)).toEqual(['Lister 13']);
    expect((await list('search=LISTER14@')).rows.map((q) => q.name)).toEqual(['Lister 14']);
    expect((await list('search=trade-in')).rows.map((q) => q.name)).toEqual(['Lister 07']);
  });

  it('filters by status and subject', async () => {
    const resolved = await list('search=Lister&status=resolved&limit=100');
    expect(resolved.count).toBe(7);
    expect(resolved.rows.every((q) => q.status === 'resolved')).toBe(true);
    const selling = await list(`search=Lister&subjectId=${otherSubjectId}&limit=100`);
    expect(selling.count).toBe(11);
    const bad = await t.as('EDITOR', { method: 'GET', url: `${root}/?status=open` });
    expect(bad.json().details.fieldErrors).toEqual({
      status: ['Must be one of: new, in_progress, resolved'],
    });
  });
});

describe('a marketplace user’s queries (?userId=)', () => {
  it('lists the queries sent from the user’s email, whatever case it was typed in', async () => {
    const [member] = await t.database.db
      .insert(users)
      .values({ name: 'Rania Haddad', username: 'rania.h', email: 'rania.h@example.com' })
      .returning({ id: users.id });
    await sendValid({ email: 'Rania.H@Example.com', message: 'First question about a car' });
    await sendValid({ email: 'rania.h@example.com', message: 'Second question about a car' });
    await sendValid({ email: 'someone.else@example.com' });
    const mine = await list(`userId=${member?.id}`);
    expect(mine.count).toBe(2);
    expect(mine.rows.map((q) => q.message)).toEqual([
      'Second question about a car',
      'First question about a car',
    ]);
    expect((await list('userId=999999')).count).toBe(0);
    const bad = await t.as('EDITOR', { method: 'GET', url: `${root}/?userId=abc` });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fieldErrors)).toEqual(['userId']);
  });
});

describe('moving a query along new → in_progress → resolved', () => {
  const statuses: CustomerQueryStatus[] = ['new', 'in_progress', 'resolved'];
  const allowed: Record<CustomerQueryStatus, CustomerQueryStatus[]> = {
    new: ['in_progress'],
    in_progress: ['resolved'],
    resolved: [],
  };
  async function queryIn(status: CustomerQueryStatus) {
    const query = await sendValid();
    if (status !== 'new') dataOf(await moveTo(query.id, 'in_progress'));
    if (status === 'resolved') dataOf(await moveTo(query.id, 'resolved'));
    return query;
  }

  for (const from of statuses) {
    for (const to of statuses) {
      const ok = allowed[from].includes(to);
      it(`${ok ? 'allows' : 'refuses'} ${from} → ${to}`, async () => {
        const query = await queryIn(from);
        const response = await moveTo(query.id, to);
        if (ok) {
          expect(dataOf<CustomerQuery>(response).status).toBe(to);
          return;
        }
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'INVALID_TRANSITION',
          message: `A query cannot go from ${from} to ${to}; allowed from ${from}: ${
            allowed[from].join(', ') || 'none'
          }`,
        });
      });
    }
  }

  it('records each move in the audit log', async () => {
    const query = await sendValid();
    dataOf(await moveTo(query.id, 'in_progress'));
    const entries = await auditEntries(t, { resource: 'queries', recordId: query.id });
    expect(entries.map((e) => [e.action, e.actorId === null])).toEqual([
      ['create', true],
      ['status', false],
    ]);
  });
});

describe('replying (POST /contactUs/queries/:id/reply)', () => {
  it('stores the reply, mails the customer, and takes a new query in progress', async () => {
    const query = await sendValid({ email: 'reply.me@example.com', message: 'Any red ones?' });
    const editor = await t.signIn('EDITOR');
    const replied = dataOf<CustomerQuery>(
      await reply(query.id, 'Yes, two red ones arrived today.'),
    );
    expect(replied).toMatchObject({
      status: 'in_progress',
      reply: 'Yes, two red ones arrived today.',
      repliedBy: editor.admin.id,
      version: query.version + 1,
    });
    expect(replied.repliedAt).not.toBeNull();
    const mail = (await outbox()).at(-1) ?? '';
    expect(mail).toContain('To: reply.me@example.com');
    expect(mail).toContain('Subject: Re: Buying a car');
    expect(mail).toContain('Yes, two red ones arrived today.');
    expect(mail).toContain('> Any red ones?');
    const [entry] = await auditEntries(t, { action: 'reply', recordId: query.id });
    expect(entry?.actorId).toBe(editor.admin.id);
  });

  it('keeps a query in progress in progress, and shows the latest reply on the query', async () => {
    const query = await sendValid();
    dataOf(await moveTo(query.id, 'in_progress'));
    dataOf(await reply(query.id, 'First answer'));
    const second = dataOf<CustomerQuery>(await reply(query.id, 'Better answer'));
    expect(second).toMatchObject({ status: 'in_progress', reply: 'Better answer' });
  });

  it('keeps every reply, oldest first, with who sent it, and mails each one', async () => {
    const query = await sendValid({ email: 'twice@example.com', message: 'Is it still for sale?' });
    const editor = await t.signIn('EDITOR');
    const admin = await t.signIn('ADMIN');
    const before = (await outbox()).length;
    dataOf(await reply(query.id, 'Yes, it is.', 'EDITOR'));
    const latest = dataOf<CustomerQuery>(await reply(query.id, 'And the price is final.', 'ADMIN'));

    const read = await details(query.id);
    expect(read.replies.map(({ text, sentBy }) => ({ text, sentBy }))).toEqual([
      { text: 'Yes, it is.', sentBy: { id: editor.admin.id, name: 'EDITOR tester' } },
      { text: 'And the price is final.', sentBy: { id: admin.admin.id, name: 'ADMIN tester' } },
    ]);
    const [first, second] = read.replies;
    expect(Date.parse(first!.sentAt)).toBeLessThanOrEqual(Date.parse(second!.sentAt));
    // The query itself still says what its latest reply was, when and by whom.
    expect(read).toMatchObject({
      reply: 'And the price is final.',
      repliedBy: admin.admin.id,
      repliedAt: second!.sentAt,
      version: latest.version,
    });

    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('To: twice@example.com');
    expect(mails[0]).toContain('Yes, it is.');
    expect(mails[1]).toContain('To: twice@example.com');
    expect(mails[1]).toContain('And the price is final.');
  });

  it('reads a query nobody has answered with no replies', async () => {
    const query = await sendValid();
    expect(await details(query.id)).toMatchObject({ id: query.id, reply: null, replies: [] });
    expect((await t.as('EDITOR', { method: 'GET', url: `${root}/99999` })).statusCode).toBe(404);
  });

  it('refuses a resolved query, and mails nothing', async () => {
    const query = await sendValid();
    dataOf(await moveTo(query.id, 'in_progress'));
    dataOf(await moveTo(query.id, 'resolved'));
    const before = (await outbox()).length;
    const response = await reply(query.id, 'Too late');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This query is resolved; it takes no more replies');
    expect((await outbox()).length).toBe(before);
  });

  it('names an empty reply, and answers 404 for a query that does not exist', async () => {
    const empty = await reply(1, '  ');
    expect(empty.json().details.fieldErrors).toEqual({ reply: ['Required'] });
    expect((await reply(99999, 'Hello')).statusCode).toBe(404);
  });

  it('saves nothing when the mail cannot be sent', async () => {
    const query = await sendValid();
    const smtpDown = vi
      .spyOn(t.app.mailer, 'send')
      .mockRejectedValueOnce(new Error('SMTP is down'));
    const response = await reply(query.id, 'Lost in the post');
    expect(response.statusCode).toBe(503);
    expect(smtpDown).toHaveBeenCalledOnce();
    smtpDown.mockRestore();
    const [stored] = await t.database.db
      .select()
      .from(customerQueries)
      .where(eq(customerQueries.id, query.id));
    expect(stored).toMatchObject({ status: 'new', reply: null, version: 1 });
    const kept = await t.database.db
      .select()
      .from(customerQueryReplies)
      .where(eq(customerQueryReplies.queryId, query.id));
    expect(kept).toEqual([]);
  });
});
