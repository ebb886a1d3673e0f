import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './errors';

const FIFTEEN_MINUTES = 15 * 60;

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * Brute-force protection for the public session routes. Counters live in Redis when it is
 * configured, so several API processes share them; otherwise in this process's memory.
 * Keys never contain the request path, so its case or a trailing slash changes nothing.
 */
export function createRateLimits(options: {
  redis: Redis | null;
  loginMaxFailures: number;
  loginIpMaxFailures: number;
}) {
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    options.redis
      ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });

  const failedByAccount = make('login_fail_account', options.loginMaxFailures, FIFTEEN_MINUTES);
  const failedByIp = make('login_fail_ip', options.loginIpMaxFailures, FIFTEEN_MINUTES);
  const publicByIp = make('public_auth_ip', 30, 60);

  const tooMany = (retryAfterMs: number) =>
    new AppError('RATE_LIMITED', 'Too many attempts, try again later', {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    });

  const exhausted = async (limiter: RateLimiterAbstract, key: string, points: number) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? state.msBeforeNext : null;
  };

  return {
    /** Refuses a sign-in while the account or the address has failed too often. */
    async assertCanTryLogin(account: string, ip: string) {
      const wait =
        (await exhausted(failedByAccount, account, options.loginMaxFailures)) ??
        (await exhausted(failedByIp, ip, options.loginIpMaxFailures));
      if (wait !== null) throw tooMany(wait);
    },
    async loginFailed(account: string, ip: string) {
      await Promise.all([failedByAccount.penalty(account), failedByIp.penalty(ip)]);
    },
    async loginSucceeded(account: string) {
      await failedByAccount.delete(account);
    },
    /** Counts one call of a public session route (sign-up, refresh, password reset) per address. */
    async consumePublic(route: string, ip: string) {
      try {
        await publicByIp.consume(`${route}:${ip}`);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
        throw error;
      }
    },
  };
}
