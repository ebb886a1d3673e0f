import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Level } from '@showroom/contract';
import { AppError } from './errors';
import { boundedMap } from './bounded-map';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = 'showroom';

export type AccessClaims = {
  userId: number;
  roleId: number | null;
  level: Level | null;
  family: string;
};

/** A 256-bit random secret, handed out once; only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/**
 * Access tokens whose signature and claims were checked, kept with their expiry: the next
 * request with the same token skips the HMAC (WebCrypto's was a tenth of a list request's
 * CPU). Only the token is vouched for; its session, account and role are still read on every
 * request (plugins/auth.ts), and its expiry is checked on every use. A new token lets the
 * oldest go; each is a few hundred bytes.
 */
const KEPT_TOKENS = 1_000;

const expiredToken = () =>
  new AppError('UNAUTHENTICATED', 'auth.expired', { reason: 'TOKEN_EXPIRED' });

export function createTokenSigner(secret: string, now: () => Date = () => new Date()) {
  // Imported once: handed raw bytes, jose imports the key again for every signature.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = boundedMap<{ claims: AccessClaims; expiresAt: number }>(KEPT_TOKENS);
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ rid: claims.roleId, lvl: claims.level, fam: claims.family })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await key);
    },

    /** Throws UNAUTHENTICATED for an expired, forged or malformed token. */
    async verify(token: string): Promise<AccessClaims> {
      const kept = verified.get(token);
      if (kept) {
        // As jose checks it: expired once `exp` is not after the current second.
        if (kept.expiresAt <= Math.floor(now().getTime() / 1000)) {
          verified.delete(token);
          throw expiredToken();
        }
        return kept.claims;
      }
      let claims: AccessClaims;
      let expiresAt: number;
      let notBefore: unknown;
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          // A token without an expiry would be good forever.
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.fam !== 'string') throw new Error('claims');
        claims = Object.freeze({
          userId,
          roleId: typeof payload.rid === 'number' ? payload.rid : null,
          level: (payload.lvl as Level | null | undefined) ?? null,
          family: payload.fam,
        });
        expiresAt = payload.exp ?? 0;
        notBefore = payload.nbf;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw expiredToken();
        throw new AppError('UNAUTHENTICATED', 'auth.invalid', {
          reason: 'TOKEN_INVALID',
        });
      }
      // This API never sets `nbf`; a token that has one is checked in full every time.
      if (notBefore === undefined) verified.set(token, { claims, expiresAt });
      return claims;
    },
  };
}
