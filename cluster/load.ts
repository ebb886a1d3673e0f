// A steady mixed load through the balancer: writers creating brands with unique names, readers
// listing them, and open events streams that reconnect whenever they end. It counts what an
// operator cares about during a restart: failed requests, acknowledged writes (to look for
// afterwards), and whether every stream that ended came back.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openStream } from '../apps/api/test/live-streams';

export type LoadOptions = {
  url: string;
  token: string;
  /** Prefix of the brands' names, unique per run. */
  label: string;
  writers?: number;
  readers?: number;
  streams?: number;
  /** Pause between one client's requests. */
  pauseMs?: number;
  /** Answers that count as expected rather than failed (503 while PostgreSQL is away). */
  tolerate?: (status: number, code: string | undefined) => boolean;
};

export type LoadTally = {
  requests: number;
  /** Answers neither 2xx nor tolerated, and requests with no answer, with what happened. */
  failed: string[];
  tolerated: number;
  acknowledged: Set<string>;
  streamsEnded: number;
  streamsReconnected: number;
  /** Attempts to open a stream that failed (not 200, or no answer). */
  streamFailures: string[];
  /** Streams open right now. */
  streamsOpen: number;
};

export type Load = {
  tally: LoadTally;
  /** Waits until every stream is open (after its last end), or fails after `timeoutMs`. */
  streamsSettled(timeoutMs?: number): Promise<void>;
  stop(): Promise<LoadTally>;
};

const REQUEST_TIMEOUT_MS = 15_000;

export function startLoad(options: LoadOptions): Load {
  const tally: LoadTally = {
    requests: 0,
    failed: [],
    tolerated: 0,
    acknowledged: new Set(),
    streamsEnded: 0,
    streamsReconnected: 0,
    streamFailures: [],
    streamsOpen: 0,
  };
  const pauseMs = options.pauseMs ?? 20;
  const tolerate = options.tolerate ?? (() => false);
  const headers = { authorization: `Bearer ${options.token}` };
  let stopped = false;
  // Read through a call: set by stop() while the clients await.
  const isStopped = () => stopped;
  let wakeStopped: () => void = () => undefined;
  const stoppedSignal = new Promise<void>((resolve) => (wakeStopped = resolve));

  const send = async (what: string, request: () => Promise<Response>) => {
    tally.requests++;
    try {
      const response = await request();
      const body = (await response.json().catch(() => ({}))) as {
        code?: string;
        data?: unknown;
      };
      if (response.ok) return body.data;
      if (tolerate(response.status, body.code)) tally.tolerated++;
      else tally.failed.push(`${what}: ${response.status} ${body.code ?? ''}`);
    } catch (error) {
      tally.failed.push(`${what}: no answer (${error instanceof Error ? error.message : ''})`);
    }
    return undefined;
  };

  const writer = async (w: number) => {
    for (let sequence = 0; !stopped; sequence++) {
      const name = `${options.label}-${w}-${sequence}`;
      const created = await send('POST /brand', () =>
        fetch(`${options.url}/api/v1/brand`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ nameEn: name }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      );
      if (created) tally.acknowledged.add(name);
      await sleep(pauseMs);
    }
  };

  const reader = async () => {
    while (!stopped) {
      await send('GET /brand/admin', () =>
        fetch(`${options.url}/api/v1/brand/admin?offset=0&limit=20`, {
          headers,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      );
      await sleep(pauseMs);
    }
  };

  const stream = async () => {
    let ended = false;
    while (!stopped) {
      const opened = await openStream(options.url, options.token).catch((error: unknown) => {
        tally.streamFailures.push(`no answer (${error instanceof Error ? error.message : ''})`);
        return null;
      });
      if (!opened || opened.status !== 200) {
        if (opened) {
          tally.streamFailures.push(String(opened.status));
          await opened.cancel();
        }
        await sleep(200);
        continue;
      }
      if (ended) tally.streamsReconnected++;
      tally.streamsOpen++;
      await Promise.race([opened.closed, stoppedSignal]);
      tally.streamsOpen--;
      if (isStopped()) {
        await opened.cancel();
        break;
      }
      ended = true;
      tally.streamsEnded++;
    }
  };

  // The streams open one after another before the requests start: with HAProxy's leastconn
  // they spread over the processes, one each.
  const streams = options.streams ?? 2;
  const running = (async () => {
    const holding: Promise<void>[] = [];
    for (let k = 0; k < streams && !isStopped(); k++) {
      holding.push(stream());
      const deadline = Date.now() + 10_000;
      while (tally.streamsOpen <= k && Date.now() < deadline && !isStopped()) await sleep(20);
    }
    await Promise.all([
      ...holding,
      ...Array.from({ length: options.writers ?? 4 }, (_, w) => writer(w)),
      ...Array.from({ length: options.readers ?? 2 }, () => reader()),
    ]);
  })();

  return {
    tally,
    async streamsSettled(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (tally.streamsOpen < streams || tally.streamsReconnected < tally.streamsEnded) {
        if (Date.now() > deadline) throw new Error('the events streams did not reconnect in time');
        await sleep(50);
      }
    },
    async stop() {
      stopped = true;
      wakeStopped();
      await running;
      return tally;
    },
  };
}

/** The acknowledged writes of `tally` missing from the database at `databaseUrl`. */
export async function lostWrites(databaseUrl: string, tally: LoadTally): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name_en: string }>('select name_en from brands');
    const stored = new Set(rows.map((row) => row.name_en));
    return [...tally.acknowledged].filter((name) => !stored.has(name));
  } finally {
    await client.end();
  }
}
