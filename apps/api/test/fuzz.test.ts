import { errorEnvelopeSchema, levels, type Level, type Session } from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { afterReplySettled } from '../src/modules/auth/after-reply';
import { casesFor, pickRole, random, type FuzzRequest, type Role } from './fuzz/cases';
import { shortText } from './fuzz/json-text';
import { uploadCases } from './fuzz/multipart';
import { rawRequests, sendRaw } from './fuzz/raw-http';
import {
  normalPath,
  operationsOf,
  registeredRoutes,
  type OpenApiDocument,
  type Operation,
} from './fuzz/routes';
import { changedTables, snapshotter, tablesOf, writeMarker, type Snapshot } from './fuzz/snapshot';
import { createTestApp, PASSWORD, type TestApp } from './helpers';

/**
 * Generated requests against every route the API registers, as every role, on the demo
 * data: bad and edge-case input built from each route's contract schema, and valid input
 * from the same schema so the handlers' own rules run too. Every answer must be below 500,
 * an error envelope on each 4xx, JSON under /api, and a refused write must change no row.
 * FUZZ_SEED replays another sequence; the default is fixed so runs repeat.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

/** Requests per operation (≈150 operations). */
const PER_OPERATION = {
  valid: 14,
  boundaries: 6,
  mutations: 36,
  bodies: 16,
  params: 14,
  extras: 8,
};

type Failure = {
  problem: string;
  operation: string;
  kind: string;
  role: string;
  request: string;
  answer: string;
};

let t: TestApp;
const tokens = new Map<Level, string>();
let snapshot: () => Promise<Snapshot>;
let marker: () => Promise<string>;
/** The database as the last request left it, and its write marker then. */
let state: { snapshot: Snapshot; marker: string };
let snapshotsTaken = 0;
const failures: Failure[] = [];
const perGroup = new Map<string, number>();
const perStatus = new Map<number, number>();
const perOperation = new Map<string, number>();
let operations: Operation[] = [];
let unlistedRoutes: string[] = [];
let sessionsRenewed = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  for (const level of levels) tokens.set(level, (await t.signIn(level)).accessToken);
  snapshot = snapshotter(t.database, await tablesOf(t.database));
  marker = writeMarker(t.database);
}, 120_000);
afterAll(async () => t.close());

const roleName = (role: Role) => role ?? 'no token';

/** Signs in a new account of the level when a generated request ended or blocked its session. */
async function renewSession(level: Level) {
  sessionsRenewed += 1;
  const [role] = await t.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.level, level), eq(roles.isSystem, true)));
  const email = `fuzz-${level.toLowerCase()}-${sessionsRenewed}@showroom.test`;
  await t.database.db.insert(users).values({
    name: `${level} fuzz ${sessionsRenewed}`,
    username: `fuzz-${level.toLowerCase()}-${sessionsRenewed}`,
    email,
    passwordHash: await hashPassword(PASSWORD),
    roleId: role!.id,
    kind: 'staff',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { emailOrPhone: email, password: PASSWORD },
    remoteAddress: '127.0.200.1',
  });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${level} failed: ${response.body}`);
  tokens.set(level, response.json<{ data: Session }>().data.accessToken);
}

async function sessionWorks(level: Level): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/getAdminByToken',
    payload: { token: tokens.get(level) },
    remoteAddress: '127.0.200.2',
  });
  count('auth-check', 'POST /api/v1/admin/getAdminByToken', response.statusCode);
  return response.statusCode === 200;
}

function count(group: string, operation: string, status: number) {
  perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
  perOperation.set(operation, (perOperation.get(operation) ?? 0) + 1);
  perStatus.set(status, (perStatus.get(status) ?? 0) + 1);
}

/** What is wrong with an answer, by the rules every route keeps. */
function problemsOf(request: FuzzRequest, status: number, type: string, body: string): string[] {
  const problems: string[] = [];
  const api = /^\/api\/v1(\/|$|\?)/i.test(request.url);
  if (status >= 500) problems.push(`answered ${status}`);
  if (api && status >= 300 && status < 400) problems.push(`API answered a redirect ${status}`);
  if (api && !type.startsWith('application/json')) {
    problems.push(`API answer has content type ${JSON.stringify(type)}`);
  }
  if (request.method === 'HEAD') return problems;
  if (status >= 400 && status < 500) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push(`${status} answer is not JSON`);
      return problems;
    }
    const envelope = errorEnvelopeSchema.safeParse(parsed);
    if (!envelope.success) {
      problems.push(`${status} answer is not the error envelope`);
    } else {
      if (envelope.data.statusCode !== status) {
        problems.push(
          `envelope statusCode ${envelope.data.statusCode} differs from HTTP ${status}`,
        );
      }
    }
  }
  if (api && status >= 200 && status < 300) {
    try {
      const parsed = JSON.parse(body) as { statusCode?: unknown };
      if (parsed.statusCode !== 200 || !('data' in parsed)) {
        problems.push('success answer is not the envelope');
      }
    } catch {
      problems.push('success answer is not JSON');
    }
  }
  return problems;
}

let sent = 0;
/** Spreads requests over loopback addresses, so per-address limits bite now and then. */
const addressOf = (n: number) => `127.0.${Math.floor(n / 97) % 200}.${(n % 97) + 1}`;

async function send(operation: Operation, request: FuzzRequest): Promise<void> {
  const headers = { ...request.headers };
  const token = request.role ? tokens.get(request.role) : undefined;
  if (token && !('authorization' in headers)) headers.authorization = `Bearer ${token}`;
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    remoteAddress: addressOf(sent++),
  });
  const status = response.statusCode;
  count(operation.group, `${operation.method} ${operation.path}`, status);
  const type = String(response.headers['content-type'] ?? '');
  const problems = problemsOf(request, status, type, response.body);
  // Work a route leaves for after its answer (a reset mail) belongs to that request.
  await afterReplySettled();
  const mark = await marker();
  if (mark !== state.marker) {
    const after = await snapshot();
    snapshotsTaken += 1;
    const changed = changedTables(state.snapshot, after);
    if (status >= 400 && changed.length > 0) {
      problems.push(`refused with ${status} but changed rows in ${changed.join(', ')}`);
    }
    state = { snapshot: after, marker: await marker() };
  }
  for (const problem of problems) {
    failures.push({
      problem,
      operation: `${operation.method} ${operation.path}`,
      kind: request.kind,
      role: roleName(request.role),
      request: `${request.method} ${shortText(request.url, 200)} content-type=${headers['content-type'] ?? '(none)'} body=${shortText(request.payload, 200)}`,
      answer: `${status} ${shortText(response.body, 300)}`,
    });
  }
  const blocked = status === 403 && response.body.includes('blocked');
  if (request.role && (status === 401 || blocked) && !(await sessionWorks(request.role))) {
    await renewSession(request.role);
    state = { snapshot: await snapshot(), marker: await marker() };
    await send(operation, request);
  }
}

/** Routes the OpenAPI document hides, fuzzed by hand: uploaded files and the docs' assets. */
function hiddenOperations(): Operation[] {
  const files: Operation = {
    method: 'GET',
    path: '/uploads/*',
    group: 'files',
    consumes: [],
    hidden: true,
  };
  const docs = (path: string): Operation => ({
    method: 'GET',
    path,
    group: 'docs',
    consumes: [],
    hidden: true,
  });
  return [
    files,
    docs('/api/docs'),
    docs('/api/docs/json'),
    docs('/api/docs/yaml'),
    docs('/api/docs/static/index.html'),
    docs('/api/docs/static/swagger-initializer.js'),
    docs('/api/docs/static/*'),
    docs('/api/docs/*'),
  ];
}

const fileNames = [
  '2026/01/0b9c2f7e-5f7a-4d7e-9a3e-2b1f8c6d4e5a.jpg',
  '../package.json',
  '..%2fpackage.json',
  '%2e%2e/%2e%2e/etc/passwd',
  '..%5c..%5cwindows',
  '%00',
  'a%00.jpg',
  '',
  '.',
  '..',
  '/etc/passwd',
  '//etc/passwd',
  '2026/01/../../../x.jpg',
  'x'.repeat(5_000),
  '%ZZ',
  '%C3',
  '__proto__',
  'constructor',
  '2026/13/00000000-0000-0000-0000-000000000000.jpg',
  '2026/01/0b9c2f7e-5f7a-4d7e-9a3e-2b1f8c6d4e5a-thumb.webp',
];

function hiddenCases(operation: Operation, rng: ReturnType<typeof random>): FuzzRequest[] {
  const base = operation.path.replace(/\/\*$/, '');
  const tails = operation.path.endsWith('*')
    ? fileNames
    : ['', '?a=1', '?__proto__=1', '/', '%00', '/..'];
  return tails.flatMap((tail) =>
    ['GET', 'HEAD'].map((method) => ({
      kind: `hidden: ${shortText(tail, 30)}`,
      method,
      url: operation.path.endsWith('*') ? `${base}/${tail}` : `${base}${tail}`,
      headers: {},
      role: pickRole(rng),
    })),
  );
}

describe('generated requests against every route', () => {
  it('answers below 500, in the envelope, and refused writes change no row', async () => {
    const startedAt = Date.now();
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
    const documentAnswer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(documentAnswer.statusCode).toBe(200);
    count('docs', 'GET /api/docs/json', 200);
    operations = [...operationsOf(documentAnswer.json<OpenApiDocument>()), ...hiddenOperations()];

    const known = new Set(operations.map((o) => `${o.method} ${normalPath(o.path)}`));
    const registered = registeredRoutes(t.app.printRoutes()).filter((r) => r.method !== 'HEAD');
    // The tree is read right only if each path it gives is a route Fastify knows.
    expect(registered.filter((r) => !t.app.hasRoute({ method: r.method, url: r.path }))).toEqual(
      [],
    );
    unlistedRoutes = registered
      .map((route) => `${route.method} ${normalPath(route.path)}`)
      .filter((route) => !known.has(route));

    const png = await sharp({
      create: { width: 4, height: 3, channels: 3, background: '#c0ffee' },
    })
      .png()
      .toBuffer();
    const rng = random(SEED);
    state = { snapshot: await snapshot(), marker: await marker() };
    for (const [index, operation] of operations.entries()) {
      let requests: FuzzRequest[];
      if (operation.hidden) {
        requests = hiddenCases(operation, rng);
      } else {
        requests = casesFor(operation, index, {
          seed: SEED,
          ...PER_OPERATION,
          tokenOf: (role) => (role ? tokens.get(role) : undefined),
        });
        if (operation.consumes.includes('multipart/form-data')) {
          for (const upload of uploadCases(png, t.config.UPLOAD_MAX_BYTES)) {
            for (const role of [
              upload.kind === 'valid image' ? 'EDITOR' : 'SA',
              pickRole(rng),
            ] as Role[]) {
              requests.push({
                kind: `upload: ${upload.kind}`,
                method: 'POST',
                url: '/api/v1/upload/',
                headers: upload.headers,
                ...(upload.payload === undefined ? {} : { payload: upload.payload }),
                role,
              });
            }
          }
        }
      }
      for (const request of requests) await send(operation, request);
    }

    const total = [...perGroup.values()].reduce((a, b) => a + b, 0);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(
      [
        `fuzz: ${total} requests over ${operations.length} operations in ${seconds} s (seed ${SEED}; ${snapshotsTaken} database snapshots; sessions renewed ${sessionsRenewed})`,
        `by group: ${[...perGroup.entries()]
          .sort()
          .map(([g, n]) => `${g} ${n}`)
          .join(', ')}`,
        `by status: ${[...perStatus.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${s} ${n}`)
          .join(', ')}`,
      ].join('\n'),
    );
    // One example per distinct problem and kind of input, the shortest request, as a repro.
    const examples = new Map<string, Failure & { times: number; operations: Set<string> }>();
    for (const failure of failures) {
      const kind = failure.kind.replace(/ at .*|=.*|: ".*/, '');
      const key = `${failure.problem.replace(/\d+ chars/g, '')} | ${kind}`;
      const seen = examples.get(key);
      if (!seen) {
        examples.set(key, { ...failure, times: 1, operations: new Set([failure.operation]) });
      } else {
        seen.times += 1;
        seen.operations.add(failure.operation);
        if (failure.request.length < seen.request.length) {
          Object.assign(seen, { ...failure, times: seen.times, operations: seen.operations });
        }
      }
    }
    const report = [...examples.values()].map(
      (f) =>
        `✗ ${f.problem} ×${f.times} on ${f.operations.size} route(s)\n  ${f.operation} [${f.kind}] as ${f.role}\n  → ${f.request}\n  ← ${f.answer}`,
    );
    if (report.length > 0) console.log(`fuzz failures (${failures.length}):\n${report.join('\n')}`);
    expect(report).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(10_000);
  }, 1_500_000);

  it('reaches every route Fastify registers', () => {
    expect(unlistedRoutes).toEqual([]);
    const missed = operations
      .filter((o) => !o.hidden)
      .map((o) => `${o.method} ${o.path}`)
      .filter((o) => (perOperation.get(o) ?? 0) < 40);
    expect(missed).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it("answers requests Node's HTTP parser refuses, on a real socket, in the envelope", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const cases = rawRequests(tokens.get('SA') ?? '');
    for (const c of cases) {
      const answer = await sendRaw(port, c.bytes);
      if (!answer) {
        problems.push(`${c.kind}: the connection closed without an answer`);
        continue;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const fake: FuzzRequest = {
        kind: c.kind,
        method: 'GET',
        url: '/api/v1/',
        headers: {},
        role: null,
      };
      const type = answer.headers['content-type'] ?? '';
      for (const problem of problemsOf(fake, answer.status, type, answer.body)) {
        problems.push(`${c.kind}: ${problem} ← ${answer.status} ${shortText(answer.body, 200)}`);
      }
    }
    console.log(
      `raw HTTP: ${cases.length} requests, by status: ${[...statuses.entries()].map(([s, n]) => `${s} ${n}`).join(', ')}`,
    );
    expect(problems).toEqual([]);
  });
});
