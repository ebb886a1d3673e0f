import type { UploadResult } from '@showroom/contract';
import { SERVER_ERROR_MESSAGE } from '@showroom/contract/constants';
import { ApiError, englishClientMessages, type ClientMessages } from './api-error';
import type { TokenStore } from './tokens';

export const REQUEST_TIMEOUT_MS = 10_000;
/** Files take longer to send than JSON; the time-out of an upload covers the whole transfer. */
export const UPLOAD_TIMEOUT_MS = 120_000;

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export type RequestOptions = {
  query?: Query;
  /** JSON body; a function is called for each attempt, so a replay sends fresh values. */
  body?: unknown;
  /** false: no bearer token and no refresh on 401 (sign-in, sign-up, password reset). */
  auth?: boolean;
  /** The caller shows the error itself: no toast. */
  quiet?: boolean;
  signal?: AbortSignal;
};

export type UploadOptions = {
  /** Where the file goes: `/upload/` (an image) unless told. */
  path?: string;
  /** Text fields sent before the file, for a route that reads them first (a CSV import job). */
  fields?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The caller shows the failure itself (`onError`): no toast. */
  quiet?: boolean;
  onError?: (error: ApiError) => void;
};

export type ApiClientEvents = {
  /** Shows an error message (a toast). */
  notify(message: string): void;
  /** The server refused the refresh: storage is already cleared; send the user to sign-in. */
  sessionExpired(): void;
  /** A request ran over its time-out: send the user to /500. */
  timedOut(): void;
};

export type ApiClientOptions = {
  baseUrl: string;
  tokens: TokenStore;
  language: () => string;
  events: ApiClientEvents;
  fetch?: typeof fetch;
  createXhr?: () => XMLHttpRequest;
  timeoutMs?: number;
  uploadTimeoutMs?: number;
  /** Messages of time-outs and unreachable servers; English by default. */
  messages?: ClientMessages;
  /** Whether the browser says it is online (a failed request is then "unreachable"). */
  isOnline?: () => boolean;
};

/** What one attempt came back with, before deciding between success, refresh and failure. */
type Answer = { status: number; body: unknown };

const SESSION_ENDED_MESSAGE = 'Your session has ended, sign in again';
const REFRESH_PATH = '/admin/refreshToken';

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The contract's schemas, loaded when an answer needs checking (an error, a refresh): the
 * first page, which makes no call until the user acts, does not download the schema library.
 */
const contract = () => import('@showroom/contract');

/** The API's error answer as an `ApiError`; `serverError` words a failure with no message. */
async function toApiError(answer: Answer, serverError: string): Promise<ApiError> {
  const { errorEnvelopeSchema } = await contract();
  const parsed = errorEnvelopeSchema.safeParse(answer.body);
  if (parsed.success) {
    const { statusCode, code, message, details } = parsed.data;
    return new ApiError(statusCode, code, message || serverError, details ?? {});
  }
  const message =
    answer.body && typeof answer.body === 'object' && 'message' in answer.body
      ? answer.body.message
      : undefined;
  return new ApiError(
    answer.status,
    answer.status >= 500 || answer.status === 0 ? 'INTERNAL' : 'MALFORMED_REQUEST',
    typeof message === 'string' && message && answer.status < 500 ? message : serverError,
  );
}

function isSuccess(
  answer: Answer,
): answer is Answer & { body: { statusCode: 200; data: unknown } } {
  return (
    typeof answer.body === 'object' &&
    answer.body !== null &&
    (answer.body as { statusCode?: unknown }).statusCode === 200
  );
}

/**
 * The API client of DESIGN §7: language header, JSON or multipart bodies, bearer token;
 * success is `statusCode === 200` and yields `data`. A 401 refreshes the tokens once, and
 * concurrent 401s share that refresh, then the request is replayed; a refresh the server
 * refuses (401) clears storage and ends the session, one that gets no answer keeps both. Over the time-out a request fails with "Request
 * timed out". Other failures toast the server's message (unless the caller is quiet).
 */
export function createApiClient(options: ApiClientOptions) {
  const {
    baseUrl,
    tokens,
    language,
    events,
    timeoutMs = REQUEST_TIMEOUT_MS,
    uploadTimeoutMs = UPLOAD_TIMEOUT_MS,
    messages = englishClientMessages,
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine,
  } = options;
  /** A request that got no answer: offline, or the server could not be reached. */
  const unreachable = (cause?: unknown) =>
    isOnline()
      ? new ApiError(
          0,
          'NETWORK',
          messages.unreachable(),
          cause instanceof Error ? { cause: cause.message } : {},
        )
      : new ApiError(0, 'OFFLINE', messages.offline());
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());

  let refreshing: Promise<boolean> | null = null;

  function headers(auth: boolean, json: boolean): Record<string, string> {
    const result: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language(),
    };
    if (json) result['Content-Type'] = 'application/json';
    const token = auth ? tokens.getAccessToken() : null;
    if (token) result.Authorization = `Bearer ${token}`;
    return result;
  }

  /** One fetch with the time-out; a caller's abort passes through as ABORTED. */
  async function fetchOnce(method: string, path: string, request: RequestOptions): Promise<Answer> {
    const controller = new AbortController();
    const timeout = { expired: false };
    const timer = setTimeout(() => {
      timeout.expired = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    request.signal?.addEventListener('abort', forwardAbort);
    const body =
      typeof request.body === 'function' ? (request.body as () => unknown)() : request.body;
    try {
      const response = await doFetch(`${baseUrl}${path}${queryString(request.query)}`, {
        method,
        headers: headers(request.auth !== false, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      const parsed: unknown = await response.json().catch(() => null);
      return { status: response.status, body: parsed };
    } catch (error) {
      if (timeout.expired) throw new ApiError(0, 'TIMEOUT', messages.timeout());
      if (request.signal?.aborted) throw new ApiError(0, 'ABORTED', 'The request was cancelled');
      throw unreachable(error);
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  /**
   * Rotates the token pair; concurrent callers share one refresh. Only the server's refusal
   * (a 401 to the refresh call) ends the session: then storage is cleared and the user sent
   * to sign-in. A refresh that got no answer (a navigation or reload cut it off, the network
   * dropped, it timed out) or an answer that refuses nothing (503, 429) keeps the tokens and
   * fails with that error, so the session carries on once the server can be asked again.
   */
  function refreshTokens(): Promise<boolean> {
    refreshing ??= (async () => {
      // Loaded first: a failed download is a failed request, not a refused refresh.
      const { tokenPairSchema } = await contract();
      const refreshToken = tokens.getRefreshToken();
      let renewed = false;
      if (refreshToken) {
        // Throws (tokens kept) when no answer came back.
        const answer = await fetchOnce('POST', REFRESH_PATH, {
          body: { refreshToken },
          auth: false,
        });
        const pair = isSuccess(answer) ? tokenPairSchema.safeParse(answer.body.data) : null;
        if (pair?.success) {
          tokens.setTokens(pair.data);
          renewed = true;
        } else if (answer.status !== 401) {
          throw await toApiError(answer, messages.serverError?.() ?? SERVER_ERROR_MESSAGE);
        }
      }
      // Another tab shares this storage and may have rotated the pair a moment before us: the
      // server then refuses our (now used) token, but the session lives on under the new one.
      if (!renewed && refreshToken && tokens.getRefreshToken() !== refreshToken) {
        return tokens.getAccessToken() !== null;
      }
      if (!renewed) {
        tokens.clear();
        events.notify(SESSION_ENDED_MESSAGE);
        events.sessionExpired();
      }
      return renewed;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * Runs an attempt; on a 401 of an authenticated call, refreshes (unless another request
   * already did while this one was in flight) and replays it once.
   */
  async function withRefresh(auth: boolean, attempt: () => Promise<Answer>): Promise<Answer> {
    const tokenUsed = tokens.getAccessToken();
    const answer = await attempt();
    if (answer.status !== 401 || !auth) return answer;
    const current = tokens.getAccessToken();
    const renewed = current && current !== tokenUsed ? true : await refreshTokens();
    if (!renewed)
      throw new ApiError(401, 'UNAUTHENTICATED', SESSION_ENDED_MESSAGE, { sessionEnded: true });
    return attempt();
  }

  function fail(error: ApiError, quiet: boolean | undefined): never {
    if (error.code === 'TIMEOUT') {
      events.notify(error.message);
      events.timedOut();
    } else if (error.code !== 'ABORTED' && error.details.sessionEnded !== true && !quiet) {
      events.notify(error.message);
    }
    throw error;
  }

  async function request<T>(
    method: string,
    path: string,
    request: RequestOptions = {},
  ): Promise<T> {
    const auth = request.auth !== false;
    let answer: Answer;
    try {
      answer = await withRefresh(auth, () => fetchOnce(method, path, request));
    } catch (error) {
      return fail(error instanceof ApiError ? error : unreachable(error), request.quiet);
    }
    if (isSuccess(answer)) return answer.body.data as T;
    return fail(
      await toApiError(answer, messages.serverError?.() ?? SERVER_ERROR_MESSAGE),
      request.quiet,
    );
  }

  /** One multipart upload with progress, through XMLHttpRequest (fetch reports none). */
  function xhrOnce(
    file: Blob,
    fileName: string | undefined,
    upload: UploadOptions,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const xhr = createXhr();
      xhr.open('POST', `${baseUrl}${upload.path ?? '/upload/'}`);
      for (const [name, value] of Object.entries(headers(true, false)))
        xhr.setRequestHeader(name, value);
      xhr.timeout = uploadTimeoutMs;
      xhr.responseType = 'text';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) upload.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          body = null;
        }
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = () => reject(unreachable());
      xhr.ontimeout = () => reject(new ApiError(0, 'TIMEOUT', messages.timeout()));
      xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled'));
      upload.signal?.addEventListener('abort', () => xhr.abort());
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
      if (fileName === undefined) form.append('file', file);
      else form.append('file', file, fileName);
      xhr.send(form);
    });
  }

  /** Uploads a file; the spec's contract: a failed upload resolves to `false` (after a toast). */
  async function uploadFile<Result = UploadResult>(
    file: File | Blob,
    upload: UploadOptions = {},
  ): Promise<Result | false> {
    const fileName = file instanceof File ? file.name : undefined;
    try {
      const answer = await withRefresh(true, () => xhrOnce(file, fileName, upload));
      if (isSuccess(answer)) {
        upload.onProgress?.(1);
        return answer.body.data as Result;
      }
      const error = await toApiError(answer, messages.serverError?.() ?? SERVER_ERROR_MESSAGE);
      if (error.details.sessionEnded !== true) report(error);
      return false;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : unreachable(error);
      // A time-out of an upload is reported but does not leave the page: the form keeps its data.
      if (apiError.code !== 'ABORTED' && apiError.details.sessionEnded !== true) report(apiError);
      return false;
    }

    function report(error: ApiError) {
      upload.onError?.(error);
      if (!upload.quiet) events.notify(error.message);
    }
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    uploadFile,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
