import {
  MAX_PASSKEYS,
  msg,
  type AuthenticationCredential,
  type AuthenticationOptions,
  type Passkey,
  type PasskeyCreateBody,
  type RegistrationOptions,
} from '@showroom/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { auditedWrite, type AuditContext } from '../../changes/audited-write';
import type { Db, Executor } from '../../db/client';
import type { WebauthnPurpose } from '../../db/schema/passkeys';
import { translateDbError } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import * as repo from './passkeys.repository';

/** How long a challenge handed to a browser stays good: the browser's own limit, and some. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** What the browser waits for the person (a touch, a PIN, a face). */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
const RP_NAME = 'Showroom';

export type Passkeys = ReturnType<typeof createPasskeys>;

/** Where passkeys belong: the relying party's id (a host name) and the origin browsers sign. */
export function relyingPartyOf(publicUrl: string) {
  const url = new URL(publicUrl);
  return { rpId: url.hostname, origin: url.origin };
}

type Row = Awaited<ReturnType<typeof repo.listOf>>[number];
const toPasskey = (row: Row): Passkey => ({
  id: row.id,
  name: row.name,
  backedUp: row.backedUp,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The challenge a browser's answer says it signed; null when its client data cannot be read. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/** Removes a person's passkeys, in the caller's transaction (a super admin's reset). */
export const removePasskeysOf = (tx: Executor, userId: number) => repo.removeAllOf(tx, userId);

/**
 * Passkeys and security keys (WebAuthn, ADR 052), with `@simplewebauthn/server`: adding,
 * naming and removing one's own, and checking a passkey's signature at sign-in, as the second
 * step after a password or alone. Every challenge is kept in the database, taken once and good
 * for a few minutes, so any API process checks the answer to another's options.
 */
export function createPasskeys(deps: { db: Db; publicUrl: string }) {
  const { db } = deps;
  const { rpId, origin } = relyingPartyOf(deps.publicUrl);

  async function keepChallenge(challenge: string, purpose: WebauthnPurpose, userId: number | null) {
    await repo.insertChallenge(db, {
      challenge,
      purpose,
      userId,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  /**
   * Takes the challenge the answer signed, once: handed out for this purpose (and person), not
   * expired, not used before. Any other is refused, before any signature is checked.
   */
  async function takeChallenge(
    clientDataJSON: string,
    purpose: WebauthnPurpose,
    userId: number | null,
    refusal: (message: 'passkeys.challenge') => AppError,
  ): Promise<string> {
    const challenge = challengeOf(clientDataJSON);
    if (challenge === null || !(await repo.takeChallenge(db, challenge, purpose, userId))) {
      throw refusal('passkeys.challenge');
    }
    return challenge;
  }

  async function ownedOrMissing(userId: number, id: number) {
    const found = await repo.findOwned(db, userId, id);
    // Another person's passkey is as missing as one that never was.
    if (!found) throw notFound('Passkey');
    return found;
  }

  const registrationRefused = (message: 'passkeys.challenge' | 'passkeys.refused') =>
    fieldError('credential', message);
  const signInRefused = (
    message: 'passkeys.challenge' | 'passkeys.refused' | 'passkeys.unknown' | 'passkeys.notYours',
  ) => new AppError('UNAUTHENTICATED', message, { reason: 'PASSKEY_REFUSED' });

  return {
    async list(userId: number): Promise<Passkey[]> {
      return (await repo.listOf(db, userId)).map(toPasskey);
    },

    /** Options for adding a passkey: the authenticators that hold one of the person's already are left out. */
    async registrationOptions(userId: number): Promise<RegistrationOptions> {
      const holder = await repo.findHolder(db, userId);
      if (!holder) throw notFound('User');
      const existing = await repo.credentialsOf(db, userId);
      if (existing.length >= MAX_PASSKEYS) {
        throw new AppError('CONFLICT', msg('passkeys.tooMany', { max: MAX_PASSKEYS }));
      }
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpId,
        userName: holder.email,
        userDisplayName: holder.name,
        // The user handle a discoverable passkey keeps: the account's id, nothing personal.
        userID: new TextEncoder().encode(String(userId)),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing,
        // Discoverable where the authenticator can (a sign-in without typing an email).
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await keepChallenge(options.challenge, 'registration', userId);
      return options;
    },

    /** Checks the new credential against the challenge handed to this person, and keeps it. */
    async add(userId: number, body: PasskeyCreateBody, context: AuditContext): Promise<Passkey> {
      const { credential, name } = body;
      const expectedChallenge = await takeChallenge(
        credential.response.clientDataJSON,
        'registration',
        userId,
        registrationRefused,
      );
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: credential,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          requireUserVerification: false,
        });
      } catch {
        throw registrationRefused('passkeys.refused');
      }
      if (!verified.verified) throw registrationRefused('passkeys.refused');
      const { credential: made, credentialBackedUp } = verified.registrationInfo;
      try {
        return await db.transaction(async (tx) => {
          if ((await repo.countOf(tx, userId)) >= MAX_PASSKEYS) {
            throw new AppError('CONFLICT', msg('passkeys.tooMany', { max: MAX_PASSKEYS }));
          }
          const row = await repo.insert(tx, {
            userId,
            name,
            credentialId: made.id,
            publicKey: isoBase64URL.fromBuffer(made.publicKey),
            counter: made.counter,
            transports: made.transports ?? [],
            backedUp: credentialBackedUp,
          });
          await auditedWrite(tx, context, {
            resource: 'users',
            action: 'passkey-added',
            recordId: userId,
            after: { passkey: row.id, name },
          });
          return toPasskey(row);
        });
      } catch (error) {
        return translateDbError(error, {
          passkeys_credential_id_unique: { field: 'credential', message: 'passkeys.taken' },
        });
      }
    },

    async rename(userId: number, id: number, name: string, context: AuditContext) {
      const before = await ownedOrMissing(userId, id);
      return db.transaction(async (tx) => {
        const row = await repo.rename(tx, id, name);
        if (!row) throw notFound('Passkey');
        await auditedWrite(tx, context, {
          resource: 'users',
          action: 'passkey-renamed',
          recordId: userId,
          before: { passkey: id, name: before.name },
          after: { passkey: id, name },
        });
        return toPasskey(row);
      });
    },

    async remove(userId: number, id: number, context: AuditContext) {
      const before = await ownedOrMissing(userId, id);
      await db.transaction(async (tx) => {
        await repo.remove(tx, id);
        await auditedWrite(tx, context, {
          resource: 'users',
          action: 'passkey-removed',
          recordId: userId,
          before: { passkey: id, name: before.name },
        });
      });
    },

    /** Whether a person has a passkey: it is a second factor, as an authenticator app is. */
    async has(userId: number) {
      return (await repo.countOf(db, userId)) > 0;
    },

    async count(userId: number) {
      return repo.countOf(db, userId);
    },

    /**
     * Options for signing in: for the step after a password, the person's own passkeys; for a
     * sign-in with a passkey alone, any of the browser's for this site, proven by its PIN or
     * biometrics (user verification), since it stands for the password too.
     */
    async authenticationOptions(userId: number | null): Promise<AuthenticationOptions> {
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        timeout: CEREMONY_TIMEOUT_MS,
        ...(userId === null
          ? { userVerification: 'required' as const }
          : {
              userVerification: 'preferred' as const,
              allowCredentials: await repo.credentialsOf(db, userId),
            }),
      });
      await keepChallenge(
        options.challenge,
        userId === null ? 'passwordless' : 'second-factor',
        userId,
      );
      return options;
    },

    /**
     * Checks a passkey's signature of a challenge handed out for signing in: `userId` for the
     * step after that person's password, null for a sign-in with a passkey alone. Answers the
     * account it signs in.
     */
    async verify(credential: AuthenticationCredential, userId: number | null): Promise<number> {
      const purpose = userId === null ? 'passwordless' : 'second-factor';
      const expectedChallenge = await takeChallenge(
        credential.response.clientDataJSON,
        purpose,
        userId,
        signInRefused,
      );
      const stored = await repo.findByCredential(db, credential.id);
      if (!stored) throw signInRefused('passkeys.unknown');
      if (userId !== null && stored.userId !== userId) throw signInRefused('passkeys.notYours');
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response: credential,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: {
            id: stored.credentialId,
            publicKey: isoBase64URL.toBuffer(stored.publicKey),
            counter: stored.counter,
            transports: stored.transports,
          },
          requireUserVerification: purpose === 'passwordless',
        });
      } catch {
        // A bad signature, another site's origin, a signature count gone backwards (a clone).
        throw signInRefused('passkeys.refused');
      }
      const { newCounter, credentialBackedUp } = verified.authenticationInfo;
      if (
        !verified.verified ||
        !(await repo.noteUse(db, stored.id, newCounter, credentialBackedUp))
      ) {
        throw signInRefused('passkeys.refused');
      }
      return stored.userId;
    },
  };
}
