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

  /** Takes one point from each limiter in turn; a refusal gives back those already taken. */
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
        if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
        throw error;
      }
    }
  }

  return {
    /**
     * Counts a sign-in attempt before its password is checked, or refuses it with a 429.
     * `account` is the same for every identifier of one account (its id), so its email
     * and its phone share one counter.
     */
    async beginLogin(account: string, ip: string): Promise<LoginAttempt> {
      const accountAndIp = `${account}|${ip}`;
      await consumeAll([
        [failedByIp, ip],
        [failedByAccountAndIp, accountAndIp],
        [failedByAccount, account],
      ]);
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

    /** Counts one call of a public session route (sign-up, refresh, password reset) per address. */
    async consumePublic(route: string, ip: string) {
      await consumeAll([[publicByIp, `${route}:${ip}`]]);
    },
  };
}
