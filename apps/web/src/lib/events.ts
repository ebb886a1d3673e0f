import type { LiveBadges, LiveEndReason, LiveEvent } from '@showroom/contract';
import { API_BASE, LIVE_EVENTS_PATH } from '@showroom/contract/constants';
import { createParser } from 'eventsource-parser';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import { tokenStore, type TokenStore } from './tokens';

/** What the app does with the live events stream (docs/decisions/018-live-events.md). */
export type LiveHandlers = {
  /** The stream is open (again): anything shown from the server may be stale, refetch it. */
  opened(badges: LiveBadges): void;
  /** The signed-in member's bell changed. */
  bell(): void;
  badges(badges: LiveBadges): void;
  /** The reader's role, or what it grants, changed: read the signed-in admin again. */
  access(): void;
  /**
   * The server refused the token (expired) or ended the stream with the session: renew the
   * tokens through the API client (which refreshes, or ends the session and signs out).
   */
  renewSession(): Promise<unknown>;
};

export type LiveConnectionOptions = {
  handlers: LiveHandlers;
  tokens?: TokenStore;
  fetch?: typeof fetch;
  /** Waits before reconnecting; grows after each failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

/** The stream's state, for the sidebar badges and anyone who shows whether it is live. */
type LiveState = { connected: boolean; badges: LiveBadges };
let state: LiveState = { connected: false, badges: {} };
const listeners = new Set<() => void>();
function setState(next: Partial<LiveState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getState = () => state;

/** Whether the stream is open now (false while it reconnects). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribe, getState, getState).connected;
}

/** The latest live sidebar counts (empty until the stream opens). */
export function useLiveBadges(): LiveBadges {
  return useSyncExternalStore(subscribe, getState, getState).badges;
}

/** The screens whose records a live count counts (their sidebar entry shows it). */
export const liveBadgePaths: Readonly<Record<string, keyof LiveBadges>> = {
  '/dashboard/cars': 'pendingCars',
  '/dashboard/queries': 'openQueries',
};

/** What the server sends with the live event `Name`. */
type DataOf<Name extends LiveEvent['event']> = Extract<LiveEvent, { event: Name }>['data'];

type Outcome =
  { kind: 'ended'; reason: LiveEndReason } | { kind: 'dropped' | 'unauthorised' | 'forbidden' };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Keeps the live events stream open while signed in: `fetch` with the bearer token (so the
 * stream is authorised like every call), parsed by eventsource-parser. It reconnects after a
 * drop or a refusal for too many streams (429) with a growing delay, renews the tokens when
 * the server says they expired, gives up when the account may not follow live (403: a Guest),
 * and calls `opened` on every (re)connection so the caller refetches what it shows. Returns
 * `stop`.
 */
export function connectLiveEvents(options: LiveConnectionOptions): () => void {
  const { handlers, tokens = tokenStore, minDelayMs = 1_000, maxDelayMs = 30_000 } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const controller = new AbortController();
  const { signal } = controller;
  /** Whether the current attempt got as far as `ready` (set by the parser's callback). */
  const attempt = { opened: false };
  const stopped = () => signal.aborted;
  const openedThisTime = () => attempt.opened;

  async function once(token: string): Promise<Outcome> {
    const response = await doFetch(`${API_BASE}${LIVE_EVENTS_PATH}`, {
      headers: {
        Accept: 'text/event-stream',
        'Accept-Language': i18n.language === 'ar' ? 'ar' : 'en',
        Authorization: `Bearer ${token}`,
      },
      cache: 'no-store',
      signal,
    });
    if (response.status === 401) return { kind: 'unauthorised' };
    // An account with no access yet (a Guest) has nothing to follow; asking again changes nothing.
    if (response.status === 403) return { kind: 'forbidden' };
    if (!response.ok || !response.body) return { kind: 'dropped' };
    const end: { reason: LiveEndReason | null } = { reason: null };
    const parser = createParser({
      onEvent: ({ event, data }) => {
        // The server writes each event as the contract's `LiveEvent` says (ADR 027).
        let payload: unknown;
        try {
          payload = JSON.parse(data);
        } catch {
          return;
        }
        if (typeof payload !== 'object' || payload === null) return;
        switch (event) {
          case 'ready': {
            const { badges } = payload as DataOf<'ready'>;
            attempt.opened = true;
            setState({ connected: true, badges });
            handlers.opened(badges);
            return;
          }
          case 'bell':
            handlers.bell();
            return;
          case 'badges': {
            const badges = payload as DataOf<'badges'>;
            setState({ badges });
            handlers.badges(badges);
            return;
          }
          case 'access':
            handlers.access();
            return;
          case 'end': {
            end.reason = (payload as Partial<DataOf<'end'>>).reason ?? 'shutdown';
            return;
          }
          case undefined:
          default:
            return;
        }
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        parser.feed(chunk.value);
      }
    } catch {
      // A dropped connection (or our own abort) ends the read.
    }
    return end.reason ? { kind: 'ended', reason: end.reason } : { kind: 'dropped' };
  }

  void (async () => {
    let delay = minDelayMs;
    let renewed = false;
    while (!signal.aborted) {
      const token = tokens.getAccessToken();
      if (!token) return;
      attempt.opened = false;
      let outcome: Outcome;
      try {
        outcome = await once(token);
      } catch {
        outcome = { kind: 'dropped' };
      }
      setState({ connected: false });
      if (stopped() || outcome.kind === 'forbidden') return;
      if (openedThisTime()) {
        delay = minDelayMs;
        renewed = false;
      }
      const sessionOver =
        outcome.kind === 'unauthorised' ||
        (outcome.kind === 'ended' &&
          (outcome.reason === 'session' || outcome.reason === 'expired'));
      if (sessionOver && !renewed) {
        // Once in a row: a renewal the server refuses ends the session in the API client.
        renewed = true;
        await handlers.renewSession().catch(() => undefined);
        continue;
      }
      await sleep(delay * (0.75 + Math.random() / 2), signal);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  })();

  return () => {
    controller.abort();
    setState({ connected: false });
  };
}
