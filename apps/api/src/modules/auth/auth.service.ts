import { randomUUID } from 'node:crypto';
import type {
  Admin,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  Session,
  TokenPair,
} from '@showroom/contract';
import type { Db } from '../../db/client';
import { translateDbError } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimits } from '../../lib/rate-limits';
import {
  hashToken,
  randomToken,
  REFRESH_TOKEN_TTL_SECONDS,
  type TokenSigner,
} from '../../lib/tokens';
import { writeAudit } from '../audit/audit.repository';
import * as repo from './auth.repository';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Invalid email or password';

export type ClientInfo = { ip: string; userAgent: string | null };

export type AuthService = ReturnType<typeof createAuthService>;

function toAdmin(record: repo.StaffRecord): Admin {
  const { passwordHash: _omit, ...admin } = record;
  return admin;
}

function loginKey(emailOrPhone: string): {
  key: string;
  where: { email: string } | { phone: string };
} {
  const value = emailOrPhone.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return { key: email, where: { email } };
  }
  const phone = value.replace(/[\s()-]/g, '');
  return { key: phone, where: { phone } };
}

export function createAuthService(deps: {
  db: Db;
  tokens: TokenSigner;
  mailer: Mailer;
  limits: RateLimits;
  publicUrl: string;
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

  const sessionEnded = () =>
    new AppError('UNAUTHENTICATED', 'Your session has ended, sign in again', {
      reason: 'REFRESH_INVALID',
    });

  return {
    async login(body: LoginBody, client: ClientInfo): Promise<Session> {
      const { key, where } = loginKey(body.emailOrPhone);
      await limits.assertCanTryLogin(key, client.ip);
      const record = await repo.findStaff(db, where);
      const valid = await verifyPassword(record?.passwordHash, body.password);
      if (!record || !valid) {
        await limits.loginFailed(key, client.ip);
        throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS, {
          reason: 'INVALID_CREDENTIALS',
        });
      }
      if (record.status === 'blocked') throw new AppError('FORBIDDEN', 'This account is blocked');
      await limits.loginSucceeded(key);
      await repo.touchLastLogin(db, record.id);
      const admin = toAdmin(record);
      return { ...(await startSession(admin, client)), admin };
    },

    /** Rotates the refresh token; a token that was already used revokes its whole family. */
    async refresh(refreshToken: string, client: ClientInfo): Promise<TokenPair> {
      const session = await repo.findSessionByTokenHash(db, hashToken(refreshToken));
      if (!session) throw sessionEnded();
      if (session.revokedAt) {
        await repo.revokeFamily(db, session.family);
        throw sessionEnded();
      }
      if (!(await repo.consumeSession(db, session.id))) {
        // Expired, or another request used it a moment ago: treat the latter as reuse.
        if (session.expiresAt.getTime() > Date.now()) await repo.revokeFamily(db, session.family);
        throw sessionEnded();
      }
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

    async logout(family: string) {
      await repo.revokeFamily(db, family);
    },

    /** Sign-up makes a GUEST: it can sign in and waits until a super admin grants a role. */
    async register(body: RegisterBody, client: ClientInfo): Promise<Session> {
      const guest = await repo.findRoleByLevel(db, 'GUEST');
      if (!guest) throw new Error('The Guest system role is missing');
      const passwordHash = await hashPassword(body.password);
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const id = await repo.insertStaffUser(tx, {
            name: body.username,
            username: body.username,
            email: body.email,
            passwordHash,
            roleId: guest.id,
            kind: 'staff',
          });
          await writeAudit(
            tx,
            { actorId: id, ip: client.ip },
            {
              action: 'register',
              resource: 'users',
              recordId: id,
              after: { email: body.email, username: body.username, roleId: guest.id },
            },
          );
          return id;
        });
      } catch (error) {
        translateDbError(error, {
          users_email_unique: { field: 'email', message: 'User already exists!' },
          users_username_unique: { field: 'username', message: 'This username is taken' },
        });
      }
      const record = await repo.findStaff(db, { id: userId });
      if (!record) throw new Error('registered user not found');
      const admin = toAdmin(record);
      return { ...(await startSession(admin, client)), admin };
    },

    /** Always succeeds, so the answer never tells whether an account exists. */
    async forgotPassword(email: string) {
      const record = await repo.findStaff(db, { email });
      if (!record || record.status === 'blocked') return;
      const token = randomToken();
      await repo.insertPasswordReset(db, {
        userId: record.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
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
    },

    async resetPassword(body: ResetPasswordBody, client: ClientInfo) {
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const reset = await repo.consumePasswordReset(tx, hashToken(body.token));
        if (!reset) {
          throw new AppError('VALIDATION_FAILED', 'This reset link is invalid or has expired', {
            fieldErrors: { token: ['This reset link is invalid or has expired'] },
          });
        }
        await repo.setPassword(tx, reset.userId, passwordHash);
        await repo.revokeUserSessions(tx, reset.userId);
        await writeAudit(
          tx,
          { actorId: reset.userId, ip: client.ip },
          {
            action: 'password-reset',
            resource: 'users',
            recordId: reset.userId,
          },
        );
      });
    },
  };
}
