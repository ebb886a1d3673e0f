// What must hold across API processes, proved on a real cluster: two API processes behind
// HAProxy on one PostgreSQL, Redis and S3 bucket. "Another process" means its own port;
// everything else goes through HAProxy.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../apps/api/src/db/client';
import { subscriptions } from '../../apps/api/src/db/schema';
import type { TestApp } from '../../apps/api/test/helpers';
import { openStream } from '../../apps/api/test/live-streams';
import {
  carPayload,
  insertMarketplaceFixtures,
  type MarketplaceFixtures,
} from '../../apps/api/test/marketplace-fixtures';
import { startCluster, type Cluster } from '../cluster';
import { lostWrites, startLoad } from '../load';

const MAX_FAILURES = 4;
const PASSWORD = 'correct horse battery';
const WAIT_MS = 20_000;

let c: Cluster;
let database: Database;
const stops: (() => Promise<void>)[] = [];
let f: MarketplaceFixtures;
let superAdmin: string;

beforeAll(async () => {
  c = await startCluster({
    processes: 2,
    env: {
      JOBS_INTERVAL_MS: '300',
      LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      LOGIN_IP_MAX_FAILURES: '100000',
    },
  });
  stops.push(() => c.close());
  database = await openDatabase({ url: c.postgres.url, dataDir: null, poolSize: 2 });
  stops.push(() => database.close());
  // The fixtures need only the database.
  f = await insertMarketplaceFixtures({ database } as TestApp);
  superAdmin = await signIn(c.url, c.adminEmail, c.adminPassword);
}, 240_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
}, 60_000);

/** The two processes' own addresses. */
const direct = () => c.apiProcesses.map((api) => api.url);

async function call(
  base: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

async function data<T>(answer: Promise<{ status: number; body: { data?: unknown } }>) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`expected 200, got ${status}: ${JSON.stringify(body)}`);
  return body.data as T;
}

type Staff = { id: number; email: string; version: number };

async function signIn(base: string, email: string, password: string): Promise<string> {
  const session = await data<{ accessToken: string }>(
    call(base, '/admin/login', { method: 'POST', body: { emailOrPhone: email, password } }),
  );
  return session.accessToken;
}

const roleOf = async (level: string) =>
  (
    await queryRows<{ id: number }>(
      database.db,
      sql`select id from roles where level = ${level} and deleted_at is null order by id limit 1`,
    )
  )[0]!.id;

let made = 0;
/** A staff member of that level, made through HAProxy; signed in on the first process. */
async function staffMember(level: string) {
  made += 1;
  const handle = `cluster${made}`;
  const user = await data<Staff>(
    call(c.url, '/auth/users', {
      method: 'POST',
      token: superAdmin,
      body: {
        name: `Cluster ${made}`,
        username: handle,
        email: `${handle}@showroom.test`,
        kind: 'staff',
        password: PASSWORD,
        roleId: await roleOf(level),
      },
    }),
  );
  const [first] = direct();
  return { user, token: await signIn(first!, user.email, PASSWORD) };
}

/** Polls until `check` gives something, or fails after WAIT_MS. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a session changed through one process', () => {
  it('is refused on the other from its next request when the account is blocked', async () => {
    const [first, second] = direct();
    const { user, token } = await staffMember('EDITOR');
    expect((await call(second!, '/events', { token })).status).toBe(200);
    await data(call(first!, `/auth/users/${user.id}/block`, { method: 'POST', token: superAdmin }));
    expect((await call(second!, '/events', { token })).status).toBe(401);
  });

  it('loses on the other what its old role granted from its next request', async () => {
    const [first, second] = direct();
    const { user, token } = await staffMember('ADMIN');
    expect((await call(second!, '/cars/?offset=0&limit=1', { token })).status).toBe(200);
    await data(
      call(first!, `/auth/users/${user.id}/role`, {
        method: 'POST',
        token: superAdmin,
        body: { roleId: await roleOf('GUEST'), version: user.version },
      }),
    );
    expect((await call(second!, '/cars/?offset=0&limit=1', { token })).status).toBe(403);
  });

  it('is refused on the other from its next request once signed out', async () => {
    const [first, second] = direct();
    const { token } = await staffMember('EDITOR');
    expect((await call(second!, '/events', { token })).status).toBe(200);
    await data(call(first!, '/admin/logout', { method: 'POST', token }));
    expect((await call(second!, '/events', { token })).status).toBe(401);
  });
});

describe('failed sign-ins', () => {
  it('count once across processes: the per-account limit holds when attempts alternate', async () => {
    const { user } = await staffMember('EDITOR');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < MAX_FAILURES * 2; attempt++) {
      const base = direct()[attempt % 2]!;
      const answer = await call(base, '/admin/login', {
        method: 'POST',
        body: { emailOrPhone: user.email, password: 'a wrong password' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([
      ...Array<number>(MAX_FAILURES).fill(401),
      ...Array<number>(MAX_FAILURES).fill(429),
    ]);
    for (const base of direct()) {
      const right = await call(base, '/admin/login', {
        method: 'POST',
        body: { emailOrPhone: user.email, password: PASSWORD },
      });
      expect(right.status).toBe(429);
    }
  });
});

describe('live events', () => {
  it('ring the bell on a stream held by one process when a car is created through the other', async () => {
    const [first, second] = direct();
    const stream = await openStream(second!, superAdmin);
    try {
      expect(stream.status).toBe(200);
      await stream.next('ready');
      await data(
        call(first!, '/cars', {
          method: 'POST',
          token: superAdmin,
          body: carPayload(f, { title: 'Rung across processes', status: 'pending' }),
        }),
      );
      await expect(
        Promise.race([
          stream.next('bell'),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('no bell in time')), WAIT_MS),
          ),
        ]),
      ).resolves.toEqual({});
    } finally {
      await stream.cancel();
    }
  });
});

describe('scheduled jobs with both processes running them', () => {
  it('expire an ended subscription once and send a scheduled notification once', async () => {
    const [ended] = await database.db
      .insert(subscriptions)
      .values({
        userId: f.seller.id,
        packId: f.gold.id,
        status: 'active',
        startsAt: new Date(Date.now() - 30 * 86_400_000),
        endsAt: new Date(Date.now() - 60_000),
        pricePaid: 49_900,
        currency: 'AED',
      })
      .returning();
    const notification = await data<{ id: number }>(
      call(c.url, '/notifications/general', {
        method: 'POST',
        token: superAdmin,
        body: {
          titleEn: 'Across processes',
          titleAr: 'عبر العمليات',
          bodyEn: 'Sent once.',
          bodyAr: 'مرة واحدة.',
          audience: 'all',
          scheduledAt: new Date(Date.now() + 1_500).toISOString(),
        },
      }),
    );
    await eventually('the subscription to expire', async () => {
      const [row] = await queryRows<{ status: string }>(
        database.db,
        sql`select status from subscriptions where id = ${ended!.id}`,
      );
      return row?.status === 'expired' ? row : undefined;
    });
    await eventually('the notification to be sent', async () => {
      const [row] = await queryRows<{ sent_at: Date | null }>(
        database.db,
        sql`select sent_at from notifications where id = ${notification.id}`,
      );
      return row?.sent_at ? row : undefined;
    });
    // Several more ticks of both processes: nothing is done again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const done = await queryRows<{ resource: string; action: string; count: number }>(
      database.db,
      sql`select resource, action, count(*)::int as count from audit_log
          where (resource = 'subscriptions' and record_id = ${ended!.id} and action = 'expire')
             or (resource = 'notifications' and record_id = ${notification.id} and action = 'send')
          group by resource, action order by resource`,
    );
    expect(done).toEqual([
      { resource: 'notifications', action: 'send', count: 1 },
      { resource: 'subscriptions', action: 'expire', count: 1 },
    ]);
  });
});

describe('an upload through one process', () => {
  it('is stored once in the bucket with one thumbnail, and every process serves its address', async () => {
    const [first] = direct();
    const image = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c0ffee' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'car.png');
    const response = await fetch(`${first!}/api/v1/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superAdmin}` },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    const uploaded = ((await response.json()) as { data: { url: string; thumbnailUrl: string } })
      .data;

    const id = /([0-9a-f-]{36})/.exec(uploaded.url)![1]!;
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: c.s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: c.s3.accessKeyId, secretAccessKey: c.s3.secretAccessKey },
    });
    try {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: c.s3.bucket }));
      const keys = (listed.Contents ?? [])
        .map((object) => object.Key!)
        .filter((key) => key.includes(id));
      expect(keys).toHaveLength(2);
      expect(keys.filter((key) => key.endsWith('-thumb.webp'))).toHaveLength(1);
    } finally {
      s3.destroy();
    }

    // A car with the photo, read through each process, points at the same stored files.
    const car = await data<{ id: number }>(
      call(first!, '/cars', {
        method: 'POST',
        token: superAdmin,
        body: carPayload(f, { title: 'Photographed once', images: [uploaded.url] }),
      }),
    );
    for (const base of direct()) {
      const read = await data<{ images: string[] }>(
        call(base, `/cars/${car.id}`, { token: superAdmin }),
      );
      expect(read.images).toEqual([uploaded.url]);
      for (const url of [uploaded.url, uploaded.thumbnailUrl]) {
        const file = await fetch(new URL(url, base), { signal: AbortSignal.timeout(10_000) });
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toMatch(/^image\//);
        await file.arrayBuffer();
      }
    }
  });
});

describe('a CSV import through HAProxy', () => {
  it('answers every poll of its check and its import, whichever process each reaches', async () => {
    const columns = ['nameEn', 'hex'];
    const csv = ['Name,Hex', 'Cluster ochre,#CC7722', 'Cluster teal,#008080', ',#000000'].join(
      '\n',
    );
    /** A form to the imports of colours through HAProxy: its fields first, then the file. */
    const send = async (path: string, fields: Record<string, string> = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'colors.csv');
      const response = await fetch(`${c.url}/api/v1/imports/colors${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${superAdmin}` },
        body: form,
        signal: AbortSignal.timeout(30_000),
      });
      return data<{ id: string; headers: string[] }>(
        Promise.resolve({
          status: response.status,
          body: (await response.json()) as { data?: unknown },
        }),
      );
    };
    expect((await send('/file')).headers).toEqual(['Name', 'Hex']);

    type Job = { state: string; counts: Record<string, number>; problems: unknown[] };
    for (const commit of [false, true]) {
      const { id } = await send('/jobs', { columns: JSON.stringify(columns), commit: `${commit}` });
      const statuses: number[] = [];
      let job: Job | undefined;
      for (let poll = 0; poll < 50 || job?.state === 'running'; poll += 1) {
        const answer = await call(c.url, `/imports/jobs/${id}`, { token: superAdmin });
        statuses.push(answer.status);
        job = answer.body.data as Job | undefined;
        if (poll > 400) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(job).toMatchObject({
        state: 'done',
        counts: { rows: 3, create: 2, update: 0, unchanged: 0, refused: 1 },
      });
      // Each process answers it on its own port too.
      for (const base of direct()) {
        const answer = await data<Job>(call(base, `/imports/jobs/${id}`, { token: superAdmin }));
        expect(answer.counts).toEqual(job!.counts);
      }
    }
    const [stored] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from colors where name_en like 'Cluster %'`,
    );
    expect(stored?.count).toBe(2);
  });
});

describe('a restart under load', () => {
  // `npm run faults` restarts every process in turn; here one, to keep the suite short.
  it('fails no request, loses no write, and the events stream it held comes back', async () => {
    const load = startLoad({
      url: c.url,
      token: superAdmin,
      label: 'rolling',
      writers: 2,
      readers: 1,
      streams: 2,
    });
    try {
      await load.streamsSettled();
      expect(await c.restartProcess(0)).toBe(0);
      await load.streamsSettled();
    } finally {
      await load.stop();
    }
    const { tally } = load;
    expect(tally.failed).toEqual([]);
    expect(tally.streamFailures).toEqual([]);
    expect(tally.acknowledged.size).toBeGreaterThan(0);
    expect(await lostWrites(c.postgres.url, tally)).toEqual([]);
    // One stream was on each process: the restarted one ended its stream as it stopped, and
    // the stream came back through HAProxy.
    expect(tally.streamsEnded).toBe(1);
    expect(tally.streamsReconnected).toBe(tally.streamsEnded);
  });
});
