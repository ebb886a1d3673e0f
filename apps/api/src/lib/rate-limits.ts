import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './errors';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * How many more failures an account takes from all addresses together than from one. A
 * guesser spread over many addresses is stopped here; the owner is locked out only by
 * this many failures, not by the few a single stranger can make.
 */
export const ACCOUNT_WIDE_FACTOR = 20;

export type RateLimits = ReturnType<typeof createRateLimits>;

/** One sign-in attempt that holds its points; a right password gives them back. */
export type LoginAttempt = { succeeded(): Promise<void> };

/** A limiter refused a point. */
class Refused extends Error {
  constructor(
    readonly limiter: RateLimiterAbstract,
    readonly msBeforeNext: number,
  ) {
    super('refused by a rate limiter');
  }
}

const tooMany = (retryAfterMs: number) =>
  new AppError('RATE_LIMITED', 'errors.rateLimited', {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/**
 * Brute-force protection for the public session routes. Counters live in Redis when it is
 * configured, so several API processes share them (a per-process memory counter stands in
 * while Redis is unreachable); otherwise in this process's memory. Keys never contain the
 * request path, so its case or a trailing slash changes nothing.
 *
 * Sign-in follows the "login endpoint protection" pattern of rate-limiter-flexible, with
 * an account-wide limit on top (ADR 013):
 * - account + address: `loginMaxFailures` failures per 15 minutes, the strict limit;
 * - account, from anywhere: `loginMaxFailures × ACCOUNT_WIDE_FACTOR`;
 * - address, over all accounts: `loginIpMaxFailures`.
 * Each attempt takes its point before the password is checked (an atomic increment, in
 * Redis a Lua script), so concurrent attempts cannot all pass one check; a right password
 * gives the points back.
 */
export function createRateLimits(options: {
  redis: Redis | null;
  loginMaxFailures: number;
  loginIpMaxFailures: number;
}) {
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    options.redis
      ? new RateLimiterRedis({
          storeClient: options.redis,
          keyPrefix,
          points,
          duration,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration });

  const failedByAccountAndIp = make(
    'login_fail_account_ip',
    options.loginMaxFailures,
    FIFTEEN_MINUTES,
  );
  const failedByAccount = make(
    'login_fail_account',
    options.loginMaxFailures * ACCOUNT_WIDE_FACTOR,
    FIFTEEN_MINUTES,
  );
  const failedByIp = make('login_fail_ip', options.loginIpMaxFailures, FIFTEEN_MINUTES);
  const publicByIp = make('public_auth_ip', 30, 60);
  // Second-factor codes are counted as passwords are, on counters of their own: a right
  // password does not wipe out the wrong codes typed after it.
  const codeFailedByAccountAndIp = make(
    'code_fail_account_ip',
    options.loginMaxFailures,
    FIFTEEN_MINUTES,
  );
  const codeFailedByAccount = make(
    'code_fail_account',
    options.loginMaxFailures * ACCOUNT_WIDE_FACTOR,
    FIFTEEN_MINUTES,
  );
  const codeFailedByIp = make('code_fail_ip', options.loginIpMaxFailures, FIFTEEN_MINUTES);
  // Locks already decided, remembered under the identifier as typed (its normal form), which
  // is known before the account is looked up: from one address, and from everywhere.
  const lockedTypedAtIp = make('login_fail_typed_ip_lock', 1, FIFTEEN_MINUTES);
  const lockedTyped = make('login_fail_typed_lock', 1, FIFTEEN_MINUTES);

  /**
   * Takes one point from each limiter in turn; a refusal gives back those already taken and
   * names the limiter that refused.
   */
  async function consumeAll(steps: [RateLimiterAbstract, string][]) {
    const taken: [RateLimiterAbstract, string][] = [];
    for (const [limiter, key] of steps) {
      try {
        await limiter.consume(key);
        taken.push([limiter, key]);
      } catch (error) {
        // The refused point is given back too, so refused attempts never lengthen a lock.
        const given = error instanceof RateLimiterRes ? [...taken, [limiter, key] as const] : taken;
        await Promise.all(given.map(([l, k]) => l.reward(k)));
        if (error instanceof RateLimiterRes) throw new Refused(limiter, error.msBeforeNext);
        throw error;
      }
    }
  }

  /** How long `limiter` still refuses `key` when it takes `points` at most; 0 when it does not. */
  async function lockedFor(limiter: RateLimiterAbstract, key: string, points: number) {
    const counted = await limiter.get(key);
    return counted && counted.consumedPoints >= points ? counted.msBeforeNext : 0;
  }

  return {
    /**
     * Refuses a sign-in with a 429, before any look-up or password check, when a lock is already
     * known for it: its address is locked, or the identifier as typed (`typed`, its normal
     * form) is locked from this address or from everywhere. Reads the counters, takes no point:
     * a refused attempt costs a counter read and changes nothing (ADR 013). `beginLogin` stays
     * the rule; this is the cheap door in front of it. A sign-in with a passkey alone types no
     * identifier (`typed` null): only its address is looked at.
     */
    async refuseLockedOut(typed: string | null, ip: string) {
      const waits = await Promise.all([
        lockedFor(failedByIp, ip, options.loginIpMaxFailures),
        ...(typed === null
          ? []
          : [lockedFor(lockedTypedAtIp, `${typed}|${ip}`, 1), lockedFor(lockedTyped, typed, 1)]),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw tooMany(wait);
    },

    /**
     * Counts a sign-in attempt before its password is checked, or refuses it with a 429.
     * `account` is the same for every identifier of one account (its id), so its email
     * and its phone share one counter; `typed` is the identifier as typed, in its normal form,
     * under which a refusal is remembered for `refuseLockedOut`.
     */
    async beginLogin(account: string, ip: string, typed: string): Promise<LoginAttempt> {
      const accountAndIp = `${account}|${ip}`;
      try {
        await consumeAll([
          [failedByIp, ip],
          [failedByAccountAndIp, accountAndIp],
          [failedByAccount, account],
        ]);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        // The account's counters are known only after its look-up: remember the lock under
        // the identifier as typed, for as long as it lasts, so the next attempt is refused
        // before it. (The address's own counter is read directly.)
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        if (error.limiter === failedByAccountAndIp)
          await lockedTypedAtIp.block(`${typed}|${ip}`, seconds);
        else if (error.limiter === failedByAccount) await lockedTyped.block(typed, seconds);
        throw tooMany(error.msBeforeNext);
      }
      return {
        async succeeded() {
          await Promise.all([
            failedByAccountAndIp.delete(accountAndIp),
            failedByAccount.reward(account),
            failedByIp.reward(ip),
          ]);
        },
      };
    },

    /**
     * Counts a sign-in with a passkey alone on its address's sign-in counter, before the passkey
     * is looked up: the account is known only from the passkey. A passkey that signs in gives the
     * point back.
     */
    async beginPasskeySignIn(ip: string): Promise<LoginAttempt> {
      try {
        await consumeAll([[failedByIp, ip]]);
      } catch (error) {
        if (error instanceof Refused) throw tooMany(error.msBeforeNext);
        throw error;
      }
      return {
        async succeeded() {
          await failedByIp.reward(ip);
        },
      };
    },

    /**
     * Counts a second-factor code (from an app, or a recovery code) before it is looked at,
     * as `beginLogin` counts a password: `account` is known from the ticket itself, so a
     * refusal comes before any lookup. A right code gives the points back.
     */
    async beginSecondFactor(account: string, ip: string): Promise<LoginAttempt> {
      const accountAndIp = `${account}|${ip}`;
      try {
        await consumeAll([
          [codeFailedByIp, ip],
          [codeFailedByAccountAndIp, accountAndIp],
          [codeFailedByAccount, account],
        ]);
      } catch (error) {
        if (error instanceof Refused) throw tooMany(error.msBeforeNext);
        throw error;
      }
      return {
        async succeeded() {
          await Promise.all([
            codeFailedByAccountAndIp.delete(accountAndIp),
            codeFailedByAccount.reward(account),
            codeFailedByIp.reward(ip),
          ]);
        },
      };
    },

    /** Counts one call of a public session route (sign-up, refresh, password reset) per address. */
    async consumePublic(route: string, ip: string) {
      try {
        await consumeAll([[publicByIp, `${route}:${ip}`]]);
      } catch (error) {
        if (error instanceof Refused) throw tooMany(error.msBeforeNext);
        throw error;
      }
    },
  };
}
