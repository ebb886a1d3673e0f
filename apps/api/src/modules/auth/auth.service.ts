import { randomUUID } from 'node:crypto';
import type {
  Admin,
  EnrolledSession,
  EnrolmentConfirmBody,
  LoginBody,
  LoginResult,
  PasskeySignInBody,
  RegisterBody,
  ResetPasswordBody,
  SecondFactorBody,
  Session,
  TokenPair,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { auditedWrite, insertAudited, updateAudited } from '../../changes/audited-write';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { translateDbError } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { assertStrongPassword } from '../../lib/password-strength';
import type { RateLimits } from '../../lib/rate-limits';
import type { Passkeys } from '../passkeys';
import { assertNewPassword, rememberReplacedPassword } from '../password-history';
import type { SecondFactors } from '../second-factors';
import {
  hashToken,
  randomToken,
  REFRESH_TOKEN_TTL_SECONDS,
  type TokenSigner,
} from '../../lib/tokens';
import { endSessions, mailIfNewBrowser } from '../sessions';
import * as repo from './auth.repository';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A refresh token used this recently by a concurrent refresh is a lost race, not theft. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
const INVALID_CREDENTIALS = 'auth.credentials';

export type ClientInfo = { ip: string; userAgent: string | null };

export type AuthService = ReturnType<typeof createAuthService>;

function toAdmin(record: repo.StaffRecord): Admin {
  const { passwordHash: _omit, ...admin } = record;
  return admin;
}

/** Which column an identifier names, and its normal form (as stored). */
function identifierOf(emailOrPhone: string): { email: string } | { phone: string } {
  const value = emailOrPhone.trim();
  if (value.includes('@')) return { email: value.toLowerCase() };
  return { phone: value.replace(/[\s()-]/g, '') };
}

/**
 * The identifier as typed, in its normal form, as the sign-in limits know it before any
 * look-up (`email:…` or `phone:…`); an unknown account is counted under it.
 */
export function typedIdentifierKey(emailOrPhone: string) {
  const identifier = identifierOf(emailOrPhone);
  return 'email' in identifier ? `email:${identifier.email}` : `phone:${identifier.phone}`;
}

export function createAuthService(deps: {
  db: Db;
  tokens: TokenSigner;
  mailer: Mailer;
  limits: RateLimits;
  secondFactors: SecondFactors;
  passkeys: Passkeys;
  publicUrl: string;
  /** Runs work after the reply has gone; failures are its to log. */
  afterReply: (name: string, task: () => Promise<void>) => void;
}) {
  const { db, tokens, mailer, limits } = deps;

  async function startSession(
    admin: Admin,
    client: ClientInfo,
    family: string = randomUUID(),
  ): Promise<TokenPair> {
    const refreshToken = randomToken();
    await repo.insertSession(db, {
      userId: admin.id,
      family,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    const accessToken = await tokens.sign({
      userId: admin.id,
      roleId: admin.role.id,
      level: admin.role.level,
      family,
    });
    return { accessToken, refreshToken };
  }

  /**
   * A session begun by signing in. After the reply, the person is mailed when it comes from a
   * browser and system not seen among their earlier sessions.
   */
  async function startSignedInSession(admin: Admin, client: ClientInfo): Promise<TokenPair> {
    const family = randomUUID();
    const pair = await startSession(admin, client, family);
    deps.afterReply('new browser mail', () =>
      mailIfNewBrowser({ db, mailer, publicUrl: deps.publicUrl }, admin, family),
    );
    return pair;
  }

  const sessionEnded = () =>
    new AppError('UNAUTHENTICATED', 'auth.ended', {
      reason: 'REFRESH_INVALID',
    });

  const resetLinkUnusable = () =>
    new AppError('VALIDATION_FAILED', 'auth.resetLink', {
      fieldErrors: { token: ['auth.resetLink'] },
    });

  /**
   * A successful sign-in, in the audit log under the account (resource `users`), with the
   * address and the browser it came from: the account page lists a person's recent ones.
   */
  async function recordSignIn(userId: number, client: ClientInfo) {
    await auditedWrite(
      db,
      { actorId: userId, ip: client.ip },
      {
        resource: 'users',
        action: 'sign-in',
        recordId: userId,
        after: { userAgent: client.userAgent?.slice(0, 300) ?? null },
      },
    );
  }

  /** The session of an account whose every sign-in step is done, recorded as a sign-in. */
  async function signedIn(record: repo.StaffRecord, client: ClientInfo): Promise<Session> {
    await repo.touchLastLogin(db, record.id);
    await recordSignIn(record.id, client);
    const admin = toAdmin(record);
    return { ...(await startSignedInSession(admin, client)), admin };
  }

  /** The same, after a second step: the account is read again, as it is now. */
  async function signedInAfterStep(userId: number, client: ClientInfo): Promise<Session> {
    const record = await repo.findStaff(db, { id: userId });
    if (!record) throw sessionEnded();
    if (record.status === 'blocked') throw new AppError('FORBIDDEN', 'auth.blocked');
    return signedIn(record, client);
  }

  return {
    async login(body: LoginBody, client: ClientInfo): Promise<LoginResult> {
      const identifier = identifierOf(body.emailOrPhone);
      const record = await repo.findStaff(db, identifier);
      // One counter per account whichever identifier was typed; an unknown one counts
      // under its normal form. The point is taken before the password is checked.
      const typed = typedIdentifierKey(body.emailOrPhone);
      const account = record ? `user:${record.id}` : typed;
      const attempt = await limits.beginLogin(account, client.ip, typed);
      const valid = await verifyPassword(record?.passwordHash, body.password);
      if (!record || !valid) {
        throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS, {
          reason: 'INVALID_CREDENTIALS',
        });
      }
      await attempt.succeeded();
      if (record.status === 'blocked') throw new AppError('FORBIDDEN', 'auth.blocked');
      // A second factor, or setting one up, may still be due: then a ticket, not a session.
      const step = await deps.secondFactors.signInStep(record.id);
      if (step.kind !== 'session') return step.answer;
      const session = await signedIn(record, client);
      return step.due ? { ...session, secondFactorDue: { by: step.due.toISOString() } } : session;
    },

    /** The second step of a sign-in: its ticket and a code, for the session. */
    async completeSecondFactor(body: SecondFactorBody, client: ClientInfo): Promise<Session> {
      return signedInAfterStep(await deps.secondFactors.verifySignIn(body, client.ip), client);
    },

    /**
     * A sign-in with a passkey alone: its signature, with the person's PIN or biometrics, stands
     * for the password and the second factor. Counted on the address before the passkey is
     * looked up; ends in the session and the audit entry any sign-in does.
     */
    async signInWithPasskey(body: PasskeySignInBody, client: ClientInfo): Promise<Session> {
      const attempt = await limits.beginPasskeySignIn(client.ip);
      const userId = await deps.passkeys.verify(body.credential, null);
      await attempt.succeeded();
      return signedInAfterStep(userId, client);
    },

    /** An authenticator app set up at sign-in: the session, and the recovery codes to keep. */
    async completeEnrolment(
      body: EnrolmentConfirmBody,
      client: ClientInfo,
    ): Promise<EnrolledSession> {
      const { userId, recoveryCodes } = await deps.secondFactors.confirmAppWithTicket(
        body,
        client.ip,
      );
      return { ...(await signedInAfterStep(userId, client)), recoveryCodes };
    },

    /**
     * Rotates the refresh token. Of concurrent uses of one token exactly one wins; the others
     * get a 401 and leave the winner's session alone. A token used earlier than that coming
     * back means it was stolen: its whole family is revoked.
     */
    async refresh(refreshToken: string, client: ClientInfo): Promise<TokenPair> {
      const session = await repo.findSessionByTokenHash(db, hashToken(refreshToken));
      if (!session) throw sessionEnded();
      if (session.revokedAt) {
        await repo.revokeFamilyOnReuse(db, session, REFRESH_REUSE_GRACE_SECONDS);
        throw sessionEnded();
      }
      // Expired, or a concurrent refresh used it a moment ago.
      if (!(await repo.consumeSession(db, session.id))) throw sessionEnded();
      const record = await repo.findStaff(db, { id: session.userId });
      if (!record || record.status === 'blocked') throw sessionEnded();
      return startSession(toAdmin(record), client, session.family);
    },

    async adminByToken(accessToken: string, loadActor: (token: string) => Promise<{ id: number }>) {
      const actor = await loadActor(accessToken);
      const record = await repo.findStaff(db, { id: actor.id });
      if (!record) throw sessionEnded();
      return toAdmin(record);
    },

    /** Ends the session; its open live streams end at once, on every API process. */
    async logout(actor: { id: number; family: string }) {
      await endSessions(db, actor.id, { families: [actor.family] });
    },

    /** Sign-up makes a GUEST: it can sign in and waits until a super admin grants a role. */
    async register(body: RegisterBody, client: ClientInfo): Promise<Session> {
      const guest = await repo.findRoleByLevel(db, 'GUEST');
      if (!guest) throw new Error('The Guest system role is missing');
      await assertStrongPassword(body.password, {
        name: body.username,
        username: body.username,
        email: body.email,
      });
      const passwordHash = await hashPassword(body.password);
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const created = await insertAudited<{ id: number }>(
            tx,
            // A sign-up is its own actor.
            (row) => ({ actorId: row.id, ip: client.ip }),
            {
              table: users,
              values: {
                name: body.username,
                username: body.username,
                email: body.email,
                passwordHash,
                roleId: guest.id,
                kind: 'staff',
              },
              columns: { id: users.id },
              resource: 'users',
              action: 'register',
              record: () => ({
                after: { email: body.email, username: body.username, roleId: guest.id },
              }),
            },
          );
          return created.id;
        });
      } catch (error) {
        translateDbError(error, {
          users_email_unique: { field: 'email', message: 'auth.exists' },
          users_username_unique: { field: 'username', message: 'users.usernameTaken' },
        });
      }
      const record = await repo.findStaff(db, { id: userId });
      if (!record) throw new Error('registered user not found');
      const admin = toAdmin(record);
      return { ...(await startSession(admin, client)), admin };
    },

    /**
     * Answers at once and looks the account up after the reply, so neither the answer nor
     * its timing tells whether an account exists. A new link ends the earlier ones.
     */
    forgotPassword(email: string) {
      deps.afterReply('password reset mail', async () => {
        const record = await repo.findStaff(db, { email });
        if (!record || record.status === 'blocked') return;
        const token = randomToken();
        await db.transaction(async (tx) => {
          await repo.lockUser(tx, record.id);
          await repo.revokePasswordResets(tx, record.id);
          await repo.insertPasswordReset(tx, {
            userId: record.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
          });
        });
        const link = `${deps.publicUrl}/session/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: record.email,
          subject: 'Reset your Showroom password',
          text: [
            `Hello ${record.name},`,
            '',
            'Someone asked to reset the password of your Showroom account.',
            `Open this link within one hour to choose a new password:\n${link}`,
            '',
            'If it was not you, ignore this message; your password stays as it is.',
          ].join('\n'),
        });
      });
    },

    /**
     * The link is read first and used only once the new password passes, so a refused one
     * leaves it usable; the checks run outside the transaction, which the embedded database
     * would hold for every request meanwhile.
     */
    async resetPassword(body: ResetPasswordBody, client: ClientInfo) {
      const tokenHash = hashToken(body.token);
      const link = await repo.findPasswordReset(db, tokenHash);
      const owner = link && (await repo.findStaff(db, { id: link.userId }));
      if (!owner) throw resetLinkUnusable();
      await assertNewPassword(db, body.password, { id: owner.id, owner, setBy: 'owner' });
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        // Used meanwhile by another request with the same link: that one set the password.
        const reset = await repo.consumePasswordReset(tx, tokenHash);
        if (reset?.userId !== owner.id) throw resetLinkUnusable();
        await rememberReplacedPassword(tx, owner.id);
        // The password hash never reaches the audit log: the entry says only that it changed.
        await updateAudited<{ id: number; version: number }>(
          tx,
          { actorId: owner.id, ip: client.ip },
          {
            table: users,
            where: eq(users.id, owner.id),
            label: 'User',
            columns: { id: users.id, version: users.version },
            resource: 'users',
            action: 'password-reset',
            values: () => ({ passwordHash }),
            record: () => ({}),
          },
        );
        await repo.revokeUserSessions(tx, owner.id);
        await repo.revokePasswordResets(tx, owner.id);
      });
    },
  };
}
