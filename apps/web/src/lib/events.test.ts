import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLiveEvents, type LiveHandlers } from './events';
import { createTokenStore } from './tokens';

/** A server-sent events answer that sends `frames` and then ends (a dropped stream). */
const streamOf = (...frames: string[]) =>
  new Response(frames.join(''), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function setUp(answers: (() => Response)[]) {
  const tokens = createTokenStore(window.localStorage);
  tokens.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const seen: { authorization: string; accept: string }[] = [];
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    seen.push({ authorization: headers.Authorization ?? '', accept: headers.Accept ?? '' });
    const answer = answers.shift();
    // Past the script, a stream that stays open until the test stops it.
    if (!answer)
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    return Promise.resolve(answer());
  });
  const calls: string[] = [];
  const handlers: LiveHandlers = {
    opened: (badges) => calls.push(`opened ${JSON.stringify(badges)}`),
    bell: () => calls.push('bell'),
    badges: (badges) => calls.push(`badges ${JSON.stringify(badges)}`),
    access: () => calls.push('access'),
    renewSession: () => {
      calls.push('renew');
      tokens.setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      return Promise.resolve();
    },
  };
  const stop = connectLiveEvents({
    handlers,
    tokens,
    fetch: fetch,
    minDelayMs: 1,
    maxDelayMs: 2,
  });
  return { seen, calls, stop };
}

let stopLast: (() => void) | undefined;
afterEach(() => {
  stopLast?.();
  window.localStorage.clear();
});

describe('the live events connection', () => {
  it('sends the bearer token and hands on the bell, the badges and access changes', async () => {
    const { seen, calls, stop } = setUp([
      () =>
        streamOf(
          frame('ready', { badges: { openQueries: 2 } }),
          frame('bell', {}),
          frame('badges', { openQueries: 3 }),
          frame('access', {}),
        ),
    ]);
    stopLast = stop;
    await vi.waitFor(() => expect(calls).toContain('access'));
    expect(calls.slice(0, 4)).toEqual([
      'opened {"openQueries":2}',
      'bell',
      'badges {"openQueries":3}',
      'access',
    ]);
    expect(seen[0]).toEqual({ authorization: 'Bearer access-1', accept: 'text/event-stream' });
  });

  it('reconnects after the stream drops, and says so, so the caller refetches', async () => {
    const ready = () => streamOf(frame('ready', { badges: {} }));
    const { calls, stop } = setUp([ready, () => new Response('', { status: 502 }), ready]);
    stopLast = stop;
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.startsWith('opened'))).toHaveLength(2),
    );
  });

  it('renews the tokens once when the server refuses them, then reconnects with the new one', async () => {
    const { seen, calls, stop } = setUp([
      () => new Response('{}', { status: 401 }),
      () => streamOf(frame('ready', { badges: {} })),
    ]);
    stopLast = stop;
    await vi.waitFor(() => expect(calls).toContain('opened {}'));
    expect(calls[0]).toBe('renew');
    expect(seen.map((request) => request.authorization).slice(0, 2)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('stops asking when the account may not follow live (a Guest), and retries a full one', async () => {
    vi.useFakeTimers();
    try {
      const refused = setUp([
        () => new Response('{}', { status: 403 }),
        () => streamOf(frame('ready', { badges: {} })),
      ]);
      stopLast = refused.stop;
      // Every wait the connection would make has passed: it asked once and never again.
      await vi.runAllTimersAsync();
      expect(refused.seen).toHaveLength(1);
      expect(refused.calls).toEqual([]);
      refused.stop();

      // Too many streams open (429): another tab may close, so it tries again later.
      const full = setUp([
        () => new Response('{}', { status: 429 }),
        () => streamOf(frame('ready', { badges: {} })),
      ]);
      stopLast = full.stop;
      await vi.runAllTimersAsync();
      expect(full.calls).toContain('opened {}');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renews the tokens when the server ends the stream with the session', async () => {
    const { calls, stop } = setUp([
      () => streamOf(frame('ready', { badges: {} }), frame('end', { reason: 'expired' })),
      () => streamOf(frame('ready', { badges: {} })),
    ]);
    stopLast = stop;
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.startsWith('opened'))).toHaveLength(2),
    );
    expect(calls).toEqual(['opened {}', 'renew', 'opened {}']);
  });
});
