import { can, msg, type LiveBadges, type PermissionMatrix } from '@showroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { LIVE_CHANNEL, type LiveSignal } from '../../changes/live-events';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { readBadges, type BadgeCounts } from './events.repository';

/** One open events stream, as the hub sees it. */
export type LiveSubscriber = {
  userId: number;
  /** The session (token family) the stream was opened with. */
  family: string;
  /** The reader's role as last read (at the start, each heartbeat and each access change). */
  roleId: number | null;
  permissions: PermissionMatrix;
  /** The bell of this staff member changed. */
  bell(): void;
  badges(badges: LiveBadges): void;
  /** What this staff member may do changed (their role, or their role's permissions). */
  access(): void;
  /** A session of this staff member ended, maybe this stream's: it checks its session again. */
  session(): void;
};

/** How many streams one caller may hold open in this process (the config's EVENTS_MAX_STREAMS_*). */
export type StreamLimits = { perSession: number; perAccount: number };

/** The counts a reader may see: pending cars with `cars:read`, open queries with `queries:read`. */
export function visibleBadges(counts: BadgeCounts, permissions: PermissionMatrix): LiveBadges {
  return {
    ...(can(permissions, 'cars', 'read') ? { pendingCars: counts.pendingCars } : {}),
    ...(can(permissions, 'queries', 'read') ? { openQueries: counts.openQueries } : {}),
  };
}

const tooManyStreams = (per: 'session' | 'account', limit: number) =>
  new AppError(
    'RATE_LIMITED',
    per === 'session'
      ? msg('errors.streamsPerSession', { limit })
      : msg('errors.streamsPerAccount', { limit }),
    { per, limit },
  );

const BADGE_RESOURCES = new Set(['cars', 'queries']);

/** A signal as another process sent it; anything else on the channel is ignored. */
const liveSignalSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bell'),
    userIds: z.union([z.array(z.number().int()), z.literal('all')]),
  }),
  z.object({ kind: z.literal('changed'), resource: z.string() }),
  z.object({
    kind: z.literal('access'),
    userIds: z.array(z.number().int()),
    roleIds: z.array(z.number().int()),
  }),
  z.object({
    kind: z.literal('session'),
    userId: z.number().int(),
    families: z.union([z.array(z.string()), z.literal('all')]),
  }),
]) satisfies z.ZodType<LiveSignal>;

function parseSignal(payload: string): LiveSignal | null {
  try {
    const signal = liveSignalSchema.safeParse(JSON.parse(payload));
    return signal.success ? signal.data : null;
  } catch {
    return null;
  }
}

/**
 * Fans the database's live signals out to this process's open streams. Every process listens
 * on the shared database, so a change made through any process reaches every client; this
 * process keeps only its own streams in memory.
 */
export function createLiveHub(database: Database, log: FastifyBaseLogger, limits: StreamLimits) {
  const subscribers = new Set<LiveSubscriber>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;
  let counting: Promise<void> | null = null;
  /** Counts asked for; a count that ends with more asked for than it began with runs again. */
  let requested = 0;

  /** Counts once for all streams; changes arriving meanwhile cause one more count after it. */
  function refreshBadges() {
    requested += 1;
    if (counting) return;
    counting = (async () => {
      let served: number;
      do {
        served = requested;
        const counts = await readBadges(database.db);
        for (const subscriber of subscribers)
          subscriber.badges(visibleBadges(counts, subscriber.permissions));
      } while (requested !== served && !closed);
    })()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'live badges could not be counted');
      })
      .finally(() => {
        counting = null;
      });
  }

  function onSignal(payload: string) {
    const signal = parseSignal(payload);
    if (!signal) return;
    switch (signal.kind) {
      case 'bell':
        for (const subscriber of subscribers)
          if (signal.userIds === 'all' || signal.userIds.includes(subscriber.userId))
            subscriber.bell();
        return;
      case 'changed':
        if (BADGE_RESOURCES.has(signal.resource)) refreshBadges();
        return;
      case 'access':
        for (const subscriber of subscribers)
          if (
            signal.userIds.includes(subscriber.userId) ||
            (subscriber.roleId !== null && signal.roleIds.includes(subscriber.roleId))
          )
            subscriber.access();
        return;
      case 'session':
        for (const subscriber of subscribers)
          if (
            subscriber.userId === signal.userId &&
            (signal.families === 'all' || signal.families.includes(subscriber.family))
          )
            subscriber.session();
        return;
      default: {
        const unknown: never = signal;
        return unknown;
      }
    }
  }

  /** After the listening connection came back: anything may have been missed. */
  function onGap() {
    log.info('live events: listening again after losing the database connection');
    for (const subscriber of subscribers) {
      subscriber.bell();
      subscriber.access();
    }
    refreshBadges();
  }

  return {
    /** Starts listening on first use; a failure is retried by the next stream. */
    async ready() {
      if (closed) throw new Error('live events are shut down');
      listening ??= database.listen(LIVE_CHANNEL, onSignal, onGap);
      try {
        await listening;
      } catch (error) {
        listening = null;
        throw error;
      }
    },
    /**
     * Counts the stream in, or refuses it with a 429 when its session or its account holds as
     * many as it may: every stream costs a session check each heartbeat. Checked and added in
     * one step, so streams opened together cannot all pass. The returned call frees its slot.
     */
    add(subscriber: LiveSubscriber) {
      let inSession = 0;
      let inAccount = 0;
      for (const other of subscribers) {
        if (other.userId !== subscriber.userId) continue;
        inAccount += 1;
        if (other.family === subscriber.family) inSession += 1;
      }
      if (inSession >= limits.perSession) throw tooManyStreams('session', limits.perSession);
      if (inAccount >= limits.perAccount) throw tooManyStreams('account', limits.perAccount);
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    /** Streams counted in this process now (the metrics read it). */
    streamCount: () => subscribers.size,
    /** Recounts the badges for every stream (a stream that opened amid a change). */
    refreshBadges,
    async close() {
      closed = true;
      subscribers.clear();
      const stop = await listening?.catch(() => null);
      await stop?.();
      await counting;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
