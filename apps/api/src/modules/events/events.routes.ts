import {
  envelope,
  errorEnvelopeSchema,
  LIVE_EVENTS_PATH,
  liveEventSchemas,
  type LiveEndReason,
  type LiveEvent,
} from '@showroom/contract';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { moduleRoutes } from '../../crud/route-options';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { actorOf, bearerToken, type Actor } from '../../plugins/auth';
import { createLiveHub, visibleBadges, type LiveSubscriber } from './events.hub';
import { readBadges } from './events.repository';

/** A client this far behind is dropped; it reconnects and refetches instead. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const frame = ({ event, data }: LiveEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `GET /events`: server-sent events for a signed-in staff member (docs/decisions/018). The
 * stream is authorised like any call, by the bearer token, and lives as long as that token:
 * it ends when the token expires or, checked at each heartbeat, when the session ends.
 */
export const eventsRoutes = moduleRoutes(['live events'], (app, route) => {
  const hub = createLiveHub(app.database, app.log, {
    perSession: app.config.EVENTS_MAX_STREAMS_PER_SESSION,
    perAccount: app.config.EVENTS_MAX_STREAMS_PER_ACCOUNT,
  });
  app.metrics.readOpenStreams(hub.streamCount);
  const open = new Set<(reason: LiveEndReason) => void>();
  const heartbeatMs = app.config.EVENTS_HEARTBEAT_SECONDS * 1000;

  // Before the server closes: open streams are never idle, so they would hold it open.
  app.addHook('preClose', async () => {
    for (const end of open) end('shutdown');
    await hub.close();
  });

  app.get(
    LIVE_EVENTS_PATH,
    route('authenticated', 'Live events: bell changes and sidebar counts', {
      description:
        'With `Accept: text/event-stream`, a stream of server-sent events: `ready` {badges}, ' +
        '`bell` {} (refetch the bell), `badges` {pendingCars?, openQueries?}, `access` {} ' +
        "(the reader's role or its permissions changed: read the signed-in admin again), " +
        '`end` {reason} (`session`: signed out, or the session was ended from elsewhere), ' +
        'and a comment line every heartbeat. Otherwise the current badges as JSON. Send the ' +
        'bearer token as on any call. A session may hold ' +
        `${app.config.EVENTS_MAX_STREAMS_PER_SESSION} streams open and an account ` +
        `${app.config.EVENTS_MAX_STREAMS_PER_ACCOUNT} (per API process; 429 beyond); an ` +
        'account whose role grants nothing (a Guest) none (403).',
      response: {
        200: {
          content: {
            'application/json': { schema: envelope(liveEventSchemas.ready) },
            'text/event-stream': { schema: z.string() },
          },
        },
        429: errorEnvelopeSchema,
      },
    }),
    async (request, reply) => {
      const actor = actorOf(request);
      if (!(request.headers.accept ?? '').includes('text/event-stream'))
        return ok({ badges: visibleBadges(await readBadges(app.db), actor.permissions) });
      // An account whose role grants nothing (a Guest: signed up, no role granted yet) is
      // never rung and sees no count: its stream would carry only its own session checks.
      if (Object.values(actor.permissions).every((granted) => granted.length === 0))
        throw new AppError('FORBIDDEN', 'auth.liveDenied');
      // The auth hook has read and checked this token already.
      const token = bearerToken(request) ?? '';
      const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;

      await hub.ready();
      let started = false;
      let missed = 0;
      /** An access change came before the stream started: told right after `ready`. */
      const early = { access: false };
      let ended = false;
      const res = reply.raw;
      const write = (event: LiveEvent) => {
        if (ended) return;
        if (!started) {
          if (event.event === 'access') early.access = true;
          else missed += 1;
          return;
        }
        res.write(frame(event));
        if (res.writableLength > MAX_BUFFERED_BYTES) end('slow');
      };
      /** The reader's account, role and session as they are now. */
      const follow = (current: Actor) => {
        subscriber.permissions = current.permissions;
        subscriber.roleId = current.roleId;
      };
      /** Re-reads what the reader may do, once at a time (again if asked meanwhile), then says so. */
      const access: { reading: boolean; again: boolean } = { reading: false, again: false };
      // Read through calls: set by callbacks while this code awaits.
      const askedAgain = () => access.again;
      const tellLater = () => early.access;
      async function accessChanged() {
        if (access.reading) {
          access.again = true;
          return;
        }
        access.reading = true;
        try {
          do {
            access.again = false;
            follow(await app.loadActor(token));
          } while (askedAgain() && !ended);
          write({ event: 'access', data: {} });
        } catch {
          // Signed out, revoked or blocked meanwhile: the stream ends with the session.
          end('session');
        } finally {
          access.reading = false;
        }
      }
      /**
       * Checks the session again, once at a time (again if asked meanwhile): a session that has
       * ended ends the stream.
       */
      const recheck: { reading: boolean; again: boolean } = { reading: false, again: false };
      const recheckAgain = () => recheck.again;
      async function sessionEnded() {
        if (recheck.reading) {
          recheck.again = true;
          return;
        }
        recheck.reading = true;
        try {
          do {
            recheck.again = false;
            follow(await app.loadActor(token));
          } while (recheckAgain() && !ended);
        } catch {
          end('session');
        } finally {
          recheck.reading = false;
        }
      }
      const subscriber: LiveSubscriber = {
        userId: actor.id,
        family: actor.family,
        roleId: actor.roleId,
        permissions: actor.permissions,
        bell: () => write({ event: 'bell', data: {} }),
        badges: (badges) => write({ event: 'badges', data: badges }),
        access: () => void accessChanged(),
        session: () => void sessionEnded(),
      };
      // Refused (429) here, before anything is written, when the caller holds its share.
      const leave = hub.add(subscriber);
      const timers: { heartbeat?: NodeJS.Timeout; expiry?: NodeJS.Timeout } = {};

      function cleanUp() {
        ended = true;
        clearInterval(timers.heartbeat);
        clearTimeout(timers.expiry);
        leave();
        open.delete(end);
      }
      /** An end that came before the stream started: it ends as soon as it starts. */
      let endOnStart: LiveEndReason | null = null;
      function end(reason: LiveEndReason) {
        if (ended) return;
        if (!started) {
          endOnStart ??= reason;
          return;
        }
        res.end(frame({ event: 'end', data: { reason } }));
        cleanUp();
      }

      // From here on, a client that goes away frees its slot at once, even before the stream
      // starts (and if it went while this request was being checked, it is freed now).
      res.on('close', cleanUp);
      if (res.destroyed) cleanUp();

      let counts;
      try {
        counts = await readBadges(app.db);
      } catch (error) {
        cleanUp();
        throw error;
      }

      reply.hijack();
      // Gone while its badges were read: cleaned up already, nothing to answer.
      if (res.destroyed) return;
      // Helmet's headers, set on the reply before the handler.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and the like pass each event on instead of buffering the answer.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write(': live events\n\n');
      started = true;
      open.add(end);
      // Read through a call: set by callbacks while this code awaited.
      const endedEarly = (): LiveEndReason | null => endOnStart;
      const endedMeanwhile = endedEarly();
      if (endedMeanwhile) {
        end(endedMeanwhile);
        return;
      }
      write({ event: 'ready', data: { badges: visibleBadges(counts, actor.permissions) } });
      if (missed > 0) {
        subscriber.bell();
        hub.refreshBadges();
      }
      if (tellLater()) write({ event: 'access', data: {} });

      timers.expiry = setTimeout(
        () => end('expired'),
        Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS),
      );
      let checking = false;
      timers.heartbeat = setInterval(() => {
        if (ended || checking) return;
        res.write(': ping\n\n');
        checking = true;
        // A session signed out, revoked or blocked ends the stream; a changed role changes
        // which counts it carries (and which role's changes it hears of).
        app
          .loadActor(token)
          .then(follow)
          .catch(() => end('session'))
          .finally(() => {
            checking = false;
          });
      }, heartbeatMs);
    },
  );
});
