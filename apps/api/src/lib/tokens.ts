import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Level } from '@showroom/contract';
import { AppError } from './errors';

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

export function createTokenSigner(secret: string, now: () => Date = () => new Date()) {
  // Imported once: handed raw bytes, jose imports the key again for every signature.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
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
        return {
          userId,
          roleId: typeof payload.rid === 'number' ? payload.rid : null,
          level: (payload.lvl as Level | null | undefined) ?? null,
          family: payload.fam,
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new AppError('UNAUTHENTICATED', 'auth.expired', {
            reason: 'TOKEN_EXPIRED',
          });
        }
        throw new AppError('UNAUTHENTICATED', 'auth.invalid', {
          reason: 'TOKEN_INVALID',
        });
      }
    },
  };
}
