import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  SERVER_ERROR_MESSAGE,
} from '@showroom/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClientEvents } from './api-client';
import { ApiError, OFFLINE_MESSAGE, TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE } from './api-error';
import { createTokenStore } from './tokens';

type Handler = (request: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

const ok = (data: unknown) => ({ status: 200, body: { statusCode: 200, message: 'OK', data } });
const failure = (statusCode: number, code: string, message: unknown) => ({
  status: statusCode,
  body: { statusCode, code, message },
});
const expired = failure(401, 'UNAUTHENTICATED', 'Sign in to continue');

/** A fetch that answers from a handler and records every request it saw. */
function fakeFetch(handler: Handler) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] =
    [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(request);
    const answer = await handler(request);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setUp(handler: Handler) {
  const tokens = createTokenStore(window.localStorage);
  const events: ApiClientEvents = { notify: vi.fn(), sessionExpired: vi.fn(), timedOut: vi.fn() };
  const { fetch, calls } = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: '/api/v1',
    tokens,
    language: () => 'ar',
    events,
    fetch,
  });
  return { client, tokens, events, calls };
}

beforeEach(() => {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the API client', () => {
  it('sends the language, JSON and the bearer token and yields data when statusCode is 200', async () => {
    const { client, calls } = setUp(() => ok({ id: 7 }));
    await expect(client.post('/brand', { nameEn: 'Kia' })).resolves.toEqual({ id: 7 });
    expect(calls[0]).toMatchObject({
      url: '/api/v1/brand',
      method: 'POST',
      headers: {
        'Accept-Language': 'ar',
        'Content-Type': 'application/json',
        Authorization: 'Bearer access-1',
      },
      body: { nameEn: 'Kia' },
    });
  });

  it('builds the query string without empty values', async () => {
    const { client, calls } = setUp(() => ok({ count: 0, rows: [] }));
    await client.get('/brand/admin', {
      query: { offset: 20, limit: 20, search: '', deleted: undefined },
    });
    expect(calls[0]?.url).toBe('/api/v1/brand/admin?offset=20&limit=20');
  });

  it('toasts the server message of a failure and rejects with its code and field errors', async () => {
    const { client, events } = setUp(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        details: { fieldErrors: { nameEn: ['Required'] } },
      },
    }));
    const error = await client.post('/brand', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      fieldErrors: { nameEn: ['Required'] },
    });
    expect(events.notify).toHaveBeenCalledWith('Some fields are not valid');
  });

  it('says "Something went wrong on our side" when the answer carries no message', async () => {
    const { client, events } = setUp(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(client.get('/brand/admin')).rejects.toThrow(SERVER_ERROR_MESSAGE);
    expect(events.notify).toHaveBeenCalledWith(SERVER_ERROR_MESSAGE);
  });

  it('says the server could not be reached when a request gets no answer', async () => {
    const { client, events } = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.patch('/brand/1', { nameEn: 'x' }, { quiet: true })).rejects.toMatchObject({
      code: 'NETWORK',
      message: UNREACHABLE_MESSAGE,
    });
    expect(events.notify).not.toHaveBeenCalled();
  });

  it('says the browser is offline when it is', async () => {
    const events: ApiClientEvents = { notify: vi.fn(), sessionExpired: vi.fn(), timedOut: vi.fn() };
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: createTokenStore(window.localStorage),
      language: () => 'en',
      events,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      isOnline: () => false,
      messages: {
        timeout: () => 'late',
        offline: () => 'أنت غير متصل',
        unreachable: () => 'unreachable',
      },
    });
    await expect(client.get('/brand/admin')).rejects.toMatchObject({
      code: 'OFFLINE',
      message: 'أنت غير متصل',
    });
    expect(events.notify).toHaveBeenCalledWith('أنت غير متصل');
    expect(OFFLINE_MESSAGE).toMatch(/offline/);
  });

  it('does not toast for a quiet call; the caller shows the error', async () => {
    const { client, events } = setUp(() =>
      failure(401, 'UNAUTHENTICATED', 'Invalid email or password'),
    );
    await expect(
      client.post(
        '/admin/login',
        { emailOrPhone: 'a', password: 'b' },
        { auth: false, quiet: true },
      ),
    ).rejects.toThrow('Invalid email or password');
    expect(events.notify).not.toHaveBeenCalled();
    expect(events.sessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes once on a 401, stores the new pair and replays the request with it', async () => {
    const { client, calls, tokens } = setUp(({ url, headers }) => {
      if (url.endsWith('/admin/refreshToken'))
        return ok({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      return headers.Authorization === 'Bearer access-2' ? ok({ fine: true }) : expired;
    });
    await expect(client.get('/brand/3')).resolves.toEqual({ fine: true });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/brand/3',
      '/api/v1/admin/refreshToken',
      '/api/v1/brand/3',
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(calls[1]?.headers.Authorization).toBeUndefined();
    expect(tokens.getAccessToken()).toBe('access-2');
    expect(tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('retries only once: a replay that is refused again fails without another refresh', async () => {
    const { client, calls, events } = setUp(({ url }) =>
      url.endsWith('/admin/refreshToken')
        ? ok({ accessToken: 'access-2', refreshToken: 'refresh-2' })
        : expired,
    );
    await expect(client.get('/brand/3')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((call) => call.url.endsWith('/admin/refreshToken'))).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(events.notify).toHaveBeenCalledWith('Sign in to continue');
  });

  it('shares one refresh between concurrent requests that get a 401', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, calls } = setUp(async ({ url, headers }) => {
      if (url.endsWith('/admin/refreshToken')) {
        await refreshGate;
        return ok({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      }
      return headers.Authorization === 'Bearer access-2' ? ok({ url }) : expired;
    });
    const requests = [client.get('/brand/1'), client.get('/brand/2'), client.get('/brand/3')];
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/admin/refreshToken'))).toHaveLength(1),
    );
    releaseRefresh();
    await expect(Promise.all(requests)).resolves.toEqual([
      { url: '/api/v1/brand/1' },
      { url: '/api/v1/brand/2' },
      { url: '/api/v1/brand/3' },
    ]);
    expect(calls.filter((call) => call.url.endsWith('/admin/refreshToken'))).toHaveLength(1);
  });

  it('clears storage and ends the session once when the server refuses the refresh (401)', async () => {
    const { client, events, tokens } = setUp(({ url }) =>
      url.endsWith('/admin/refreshToken')
        ? failure(401, 'UNAUTHENTICATED', 'Your session has ended')
        : expired,
    );
    const results = await Promise.allSettled([client.get('/brand/1'), client.get('/brand/2')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(events.sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens when the refresh gets no answer (a navigation, a dropped network)', async () => {
    const { client, events, tokens } = setUp(({ url }) => {
      if (url.endsWith('/admin/refreshToken')) throw new TypeError('Failed to fetch');
      return expired;
    });
    const error = await client.get('/brand/1', { quiet: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK');
    expect(tokens.getAccessToken()).toBe('access-1');
    expect(tokens.getRefreshToken()).toBe('refresh-1');
    expect(events.sessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the tokens when the server cannot answer the refresh now (503, 429)', async () => {
    for (const [status, code] of [
      [503, 'SERVICE_UNAVAILABLE'],
      [429, 'RATE_LIMITED'],
    ] as const) {
      const { client, events, tokens } = setUp(({ url }) =>
        url.endsWith('/admin/refreshToken') ? failure(status, code, 'Try again soon') : expired,
      );
      const error = await client
        .get('/brand/1', { quiet: true })
        .catch((caught: unknown) => caught);
      expect((error as ApiError).code).toBe(code);
      expect(tokens.getRefreshToken()).toBe('refresh-1');
      expect(events.sessionExpired).not.toHaveBeenCalled();
    }
  });

  it('keeps the session when another tab rotated the tokens first, and replays with them', async () => {
    const { client, events, tokens, calls } = setUp(({ url, headers }) => {
      if (url.endsWith('/admin/refreshToken')) {
        // The other tab won the race: the server has already rotated refresh-1.
        window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-other-tab');
        window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-other-tab');
        return failure(401, 'UNAUTHENTICATED', 'Your session has ended');
      }
      return headers.Authorization === 'Bearer access-other-tab' ? ok({ id: 1 }) : expired;
    });
    await expect(client.get('/brand/1')).resolves.toEqual({ id: 1 });
    expect(tokens.getRefreshToken()).toBe('refresh-other-tab');
    expect(events.sessionExpired).not.toHaveBeenCalled();
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer access-other-tab');
  });

  it('times out after 10 seconds with "Request timed out" and sends the user to /500', async () => {
    vi.useFakeTimers();
    const events: ApiClientEvents = { notify: vi.fn(), sessionExpired: vi.fn(), timedOut: vi.fn() };
    // A stalled network: no answer ever comes; only the client's own abort ends the wait.
    const stalled = createApiClient({
      baseUrl: '/api/v1',
      tokens: createTokenStore(window.localStorage),
      language: () => 'en',
      events,
      fetch: (_input, init) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    });
    const pending = stalled.get('/brand/admin').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(events.timedOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
    expect(events.notify).toHaveBeenCalledWith(TIMEOUT_MESSAGE);
    expect(events.timedOut).toHaveBeenCalledTimes(1);
  });

  it('resolves a failed upload to false after showing why', async () => {
    const { events } = setUp(() => ok(null));
    class FailingXhr {
      status = 415;
      responseText = JSON.stringify({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only images',
      });
      timeout = 0;
      responseType = '';
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        queueMicrotask(() => this.onload?.());
      }
      abort() {}
    }
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: createTokenStore(window.localStorage),
      language: () => 'en',
      events,
      createXhr: () => new FailingXhr() as unknown as XMLHttpRequest,
    });
    await expect(client.uploadFile(new Blob(['not an image']))).resolves.toBe(false);
    expect(events.notify).toHaveBeenCalledWith('Only images');
    // A quiet upload reports once, to the caller, and shows no toast.
    vi.mocked(events.notify).mockClear();
    const onError = vi.fn();
    await expect(
      client.uploadFile(new Blob(['not an image']), { quiet: true, onError }),
    ).resolves.toBe(false);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Only images' }));
    expect(events.notify).not.toHaveBeenCalled();
  });
});
