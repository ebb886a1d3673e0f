import {
  can,
  type Action,
  type Level,
  type PermissionMatrix,
  type Resource,
  msg,
} from '@showroom/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { roles, sessions, users } from '../db/schema';
import { boundedMap } from '../lib/bounded-map';
import { withDeadline } from '../lib/deadline';
import { AppError } from '../lib/errors';
import type { AccessClaims } from '../lib/tokens';
import { errorInPlaceOfAnswer } from './errors';

/**
 * What a route needs: open to anyone, any signed-in account (a GUEST too), an account that
 * may create or change something (for shared tools such as uploads), or an action on a
 * resource of the permission matrix.
 */
export type RoutePermission =
  'public' | 'authenticated' | 'contributor' | { resource: Resource; action: Action };

export type Actor = {
  id: number;
  roleId: number | null;
  level: Level | null;
  permissions: PermissionMatrix;
  family: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /**
     * The route only reads, and what it reads does not depend on who asks: its handler runs
     * while the sign-in check is under way. Its answer, whatever it is, waits for the check
     * at the sign-in gate, and a refused check is answered instead. A GET only, and its
     * handler does not know the actor (`actorOf` refuses).
     */
    readsAlongsideSignIn?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The sign-in check of a route that reads alongside it, until the gate has awaited it. */
    signInCheck: Promise<void> | null;
  }
}

export function permissionDenied(resource: Resource, action: Action) {
  return new AppError(
    'FORBIDDEN',
    msg(`auth.denied.${action}`, { resource: msg(`resources.${resource}`) }),
    {
      resource,
      action,
    },
  );
}

type Permitted = Exclude<RoutePermission, 'public'>;

/** How often a session's use is noted, at most, per API process. */
export const SEEN_EVERY_MS = 5 * 60 * 1000;

/** The signed-in actor, for handlers of routes that require one. */
export function actorOf(request: FastifyRequest): Actor {
  if (request.signInCheck) {
    throw new Error('A route that reads alongside the sign-in check cannot know its actor');
  }
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'auth.signIn');
  return request.actor;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Every route declares a permission and this one hook enforces it. A route that declares
 * none fails at start-up, so an endpoint can never be left open by forgetting.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('signInCheck', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route) => {
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    if (route.config?.readsAlongsideSignIn && !reads) {
      throw new Error(`Route ${String(route.method)} ${route.url} may not read alongside sign-in`);
    }
    if (route.config?.permission) {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          declared.push({ method, url: route.url, permission: route.config.permission });
      }
      return;
    }
    // The documentation UI's own asset routes are public by design.
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, permission: 'public' };
      return;
    }
    throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
  });

  // Every signed-in request runs this check, so it is a prepared statement: PostgreSQL plans
  // it once per connection and Drizzle builds its SQL once, on first use (the database is
  // decorated after this plugin). On PostgreSQL it has a pipelined connection of its own
  // (`signInDb`, ADR 028), so a request's check and its read do not take two pooled
  // connections. It reads the account, its role and its session family at the time of the
  // request, so a block, a role change or a sign-out counts from the very next request.
  const prepareActorQuery = () =>
    app.database.signInDb
      .select({
        id: users.id,
        status: users.status,
        roleId: roles.id,
        level: roles.level,
        permissions: roles.permissions,
      })
      .from(users)
      .leftJoin(roles, and(eq(roles.id, users.roleId), isNull(roles.deletedAt)))
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          isNull(users.deletedAt),
          eq(users.kind, 'staff'),
          sql`exists (${app.database.signInDb
            .select({ one: sql`1` })
            .from(sessions)
            .where(
              and(
                eq(sessions.family, sql.placeholder('family')),
                isNull(sessions.revokedAt),
                gt(sessions.expiresAt, sql`now()`),
              ),
            )})`,
        ),
      )
      .limit(1)
      .prepare('signed_in_actor');
  let actorQuery: ReturnType<typeof prepareActorQuery> | undefined;

  /** The account, its role and its session as they are now, for a token already verified. */
  async function currentActor(claims: AccessClaims): Promise<Actor> {
    actorQuery ??= prepareActorQuery();
    const [row] = await app.metrics.timeSignInCheck(
      actorQuery.execute({ userId: claims.userId, family: claims.family }),
    );
    if (!row) {
      throw new AppError('UNAUTHENTICATED', 'auth.ended', {
        reason: 'SESSION_REVOKED',
      });
    }
    if (row.status === 'blocked') throw new AppError('FORBIDDEN', 'auth.blocked');
    return {
      id: row.id,
      roleId: row.roleId,
      level: row.level,
      permissions: row.permissions ?? {},
      family: claims.family,
    };
  }

  // The check answers well within the request's deadline, or the request is answered 503: the
  // sign-in gate then never holds an answer past the deadline. On PostgreSQL the check's own
  // connection gives up sooner (db/limits.ts); PGlite, one connection in this thread, has no
  // other limit on how long a check may wait for it.
  // Read on first use, as the database is: the app decorates its config after this plugin.
  let checkDeadlineMs: number | undefined;
  const checkedInTime = <T>(check: Promise<T>) =>
    withDeadline(
      check,
      (checkDeadlineMs ??= Math.floor(app.config.REQUEST_TIMEOUT_MS / 2)),
      () => new AppError('SERVICE_UNAVAILABLE', 'errors.unavailable'),
    );

  async function loadActor(token: string): Promise<Actor> {
    return currentActor(await app.tokens.verify(token));
  }

  // When each session (token family) was last noted used by this process. A session's list
  // shows when it was last used: its latest refresh, or a request noted here, at most once
  // every SEEN_EVERY_MS per session and process, so a busy session costs one small write every
  // few minutes, never one per request. The write runs beside the request, never in its way.
  const lastNoted = boundedMap<number>(10_000);
  const noting = new Set<Promise<void>>();
  function noteUse(family: string) {
    const now = Date.now();
    const noted = lastNoted.get(family);
    if (noted !== undefined && now - noted < SEEN_EVERY_MS) return;
    // Taken before the write, so that concurrent requests of one session write once.
    lastNoted.set(family, now);
    const write: Promise<void> = app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.family, family), isNull(sessions.revokedAt)))
      .then(
        () => undefined,
        (error: unknown) => {
          // Only a time shown in a list: tried again by a later request.
          lastNoted.delete(family);
          app.log.warn({ err: error }, 'the last use of a session could not be noted');
        },
      )
      .finally(() => noting.delete(write));
    noting.add(write);
  }
  // Registered after the database's own close hook, so it runs before it (last in, first out).
  app.addHook('onClose', async () => {
    await Promise.all(noting);
  });

  /** Signs the request in and refuses it unless the actor holds the route's permission. */
  async function signIn(request: FastifyRequest, claims: AccessClaims, permission: Permitted) {
    const actor = await checkedInTime(currentActor(claims));
    request.actor = actor;
    noteUse(actor.family);
    if (permission === 'authenticated') return;
    if (permission === 'contributor') {
      const contributes = Object.values(actor.permissions).some(
        (granted) => granted.includes('create') || granted.includes('update'),
      );
      if (!contributes) throw new AppError('FORBIDDEN', 'auth.uploadDenied');
      return;
    }
    if (!can(actor.permissions, permission.resource, permission.action)) {
      throw permissionDenied(permission.resource, permission.action);
    }
  }

  app.addHook('onRequest', async (request, reply) => {
    const { permission, readsAlongsideSignIn } = request.routeOptions.config;
    if (!permission || permission === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'auth.signIn');
    // Only a token this API signed, still valid, gets any further: nobody else can make it
    // read anything.
    const claims = await app.tokens.verify(token);
    const check = signIn(request, claims, permission);
    if (readsAlongsideSignIn) {
      // Its refusal is answered at the gate below: not an unhandled rejection meanwhile.
      check.catch(() => undefined);
      request.signInCheck = check;
      // A hijacked reply would leave without passing the gate.
      reply.hijack = refuseHijack;
      return;
    }
    await check;
  });

  // The sign-in gate: every answer of every route passes here before it leaves, an error
  // included, so a route that reads alongside its sign-in check cannot answer before the check
  // has passed, whatever its handler does or forgets. A refused check is answered instead.
  // It runs before compression (app.ts registers this plugin first), on the plain payload.
  // Without a promise where there is no check to wait for: every answer passes here.
  app.addHook('onSend', (request, reply, payload, done) => {
    const check = request.signInCheck;
    if (!check) {
      done(null, payload);
      return;
    }
    request.signInCheck = null;
    check.then(
      () => {
        done(null, payload);
      },
      (refusal: unknown) => {
        done(null, errorInPlaceOfAnswer(refusal, request, reply));
      },
    );
  });

  app.decorate('loadActor', loadActor);
});

function refuseHijack(): never {
  throw new Error('A route that reads alongside the sign-in check answers through its reply');
}

export type DeclaredRoute = { method: string; url: string; permission: RoutePermission };

declare module 'fastify' {
  interface FastifyInstance {
    loadActor(token: string): Promise<Actor>;
    /** Every route with the permission it declared, for documentation and tests. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}
