import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  type AuthenticationOptions,
  type EnrolmentConfirmBody,
  type EnrolmentStep,
  type ErrorCode,
  type SecondFactorBody,
  type SecondFactorMethod,
  type SecondFactorStatus,
  type SecondFactorStep,
  type TotpSetup,
} from '@showroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { auditedWrite, type AuditContext } from '../../changes/audited-write';
import type { Db } from '../../db/client';
import type { SignInTicketPurpose } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { LoginAttempt, RateLimits } from '../../lib/rate-limits';
import type { SecretBox } from '../../lib/secrets';
import { hashToken, randomToken } from '../../lib/tokens';
import { removePasskeysOf, type Passkeys } from '../passkeys';
import * as repo from './second-factors.repository';

/** How long the step after a right password may take. */
export const TICKET_TTL_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** RFC 6238's defaults, which every authenticator app reads. */
const PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one count too: clocks drift, people type. */
const WINDOW = 1;
const ISSUER = 'Showroom';
/** Recovery codes: no 0/O or 1/I to confuse; 12 of these 32 are 60 random bits. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 12;

export type SecondFactors = ReturnType<typeof createSecondFactors>;

/** What a right password leads to: the session (maybe with a set-up due), or a step still to take. */
export type SignInStep =
  | { kind: 'session'; due: Date | null }
  | { kind: 'second-factor'; answer: SecondFactorStep }
  | { kind: 'enrolment'; answer: EnrolmentStep };

const ticketRefused = () =>
  new AppError('UNAUTHENTICATED', 'secondFactors.ticket', { reason: 'TICKET_INVALID' });

const totpOf = (secret: Secret, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });

function newRecoveryCode(): string {
  return Array.from({ length: RECOVERY_LENGTH }, () =>
    RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length)),
  ).join('');
}

/** As shown and downloaded: `ABCD-EFGH-JKLM`. */
const grouped = (code: string) => code.match(/.{4}/g)?.join('-') ?? code;

/** Hashed with its owner, so the same code of two people is two different hashes. */
const recoveryHash = (userId: number, code: string) => hashToken(`${userId}:${code}`);

/**
 * A ticket is `<account id>.<random>`: the id lets the code's attempt be counted, and
 * refused, before anything is looked up; the random part is the secret, stored hashed.
 */
function accountOfTicket(ticket: string): number | null {
  const match = /^([1-9]\d{0,9})\.[\w-]{20,100}$/.exec(ticket);
  return match ? Number(match[1]) : null;
}

/**
 * Second factors (ADR 048): authenticator apps (TOTP, RFC 6238) with recovery codes, and
 * passkeys (ADR 052); the sign-in step they add after the password, and the roles that require
 * one.
 */
export function createSecondFactors(deps: {
  db: Db;
  secretBox: SecretBox;
  limits: RateLimits;
  mailer: Mailer;
  log: FastifyBaseLogger;
  passkeys: Passkeys;
}) {
  const { db, secretBox, limits, passkeys } = deps;

  async function issueTicket(userId: number, purpose: SignInTicketPurpose) {
    const ticket = `${userId}.${randomToken()}`;
    const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
    await repo.insertTicket(db, { userId, tokenHash: hashToken(ticket), purpose, expiresAt });
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /** The live ticket of `purpose` named by `ticket`: its id and account. Counts nothing. */
  async function findTicket(ticket: string, purpose: SignInTicketPurpose) {
    const account = accountOfTicket(ticket);
    if (account === null) throw ticketRefused();
    const found = await repo.findLiveTicket(db, hashToken(ticket), purpose);
    if (!found || found.userId !== account) throw ticketRefused();
    return found;
  }

  /**
   * Counts the attempt on the ticket's account (refused with a 429 before any lookup), then
   * finds the ticket: unused, unexpired, of this purpose.
   */
  async function beginTicketAttempt(ticket: string, purpose: SignInTicketPurpose, ip: string) {
    const account = accountOfTicket(ticket);
    if (account === null) throw ticketRefused();
    const attempt = await limits.beginSecondFactor(`user:${account}`, ip);
    const found = await repo.findLiveTicket(db, hashToken(ticket), purpose);
    if (!found || found.userId !== account) throw ticketRefused();
    return { attempt, ticketId: found.id, userId: found.userId };
  }

  /**
   * Takes a code of the person's app: right within the window, and of a later time step than
   * the last code taken (`confirming`: the app being set up, whose first code makes it count).
   */
  async function takeCode(userId: number, code: string, confirming: boolean) {
    const app = await repo.findApp(db, userId);
    if (!app || (app.confirmedAt === null) !== confirming) return false;
    const secret = Secret.fromBase32(secretBox.open(app.sealedSecret));
    const now = Date.now();
    const delta = totpOf(secret, ISSUER).validate({ token: code, timestamp: now, window: WINDOW });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    return repo.useStep(db, userId, step, confirming);
  }

  const wrongCode = (code: ErrorCode) => fieldError('code', 'secondFactors.wrongCode', code);

  /** Ten new recovery codes in place of the person's others, audited; shown once. */
  async function newRecoveryCodes(userId: number, context: AuditContext, action: string) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await repo.replaceRecoveryCodes(
        tx,
        userId,
        codes.map((c) => recoveryHash(userId, c)),
      );
      await auditedWrite(tx, context, { resource: 'users', action, recordId: userId });
    });
    return codes.map(grouped);
  }

  /** Confirms the app being set up and gives it ten new recovery codes, audited. */
  async function confirmApp(
    userId: number,
    code: string,
    context: AuditContext,
    refusal: ErrorCode,
    attempt: LoginAttempt,
  ): Promise<string[]> {
    const pending = await repo.findApp(db, userId);
    if (!pending || pending.confirmedAt !== null) {
      throw new AppError('CONFLICT', pending ? 'secondFactors.enrolled' : 'secondFactors.noSetup');
    }
    if (!(await takeCode(userId, code, true))) throw wrongCode(refusal);
    await attempt.succeeded();
    return newRecoveryCodes(userId, context, 'second-factor-enrolled');
  }

  /** A new secret for the person's app; it counts once a code from it is confirmed. */
  async function beginApp(userId: number): Promise<TotpSetup> {
    const person = await repo.findRequirement(db, userId);
    if (!person) throw notFound('User');
    const secret = new Secret({ size: 20 });
    if (!(await repo.putPendingApp(db, userId, secretBox.seal(secret.base32)))) {
      throw new AppError('CONFLICT', 'secondFactors.enrolled');
    }
    return { secret: secret.base32, uri: totpOf(secret, person.email).toString() };
  }

  /** The person's role's requirement, if it has one: its grace period in days. */
  async function requirementOf(userId: number) {
    const found = await repo.findRequirement(db, userId);
    return found?.required === true
      ? { graceDays: found.graceDays ?? 0, requiredSince: found.requiredSince }
      : null;
  }

  return {
    /**
     * After a right password: the second factor if the person has one (an app, a passkey, or
     * both); else the session, unless their role requires one and its grace period, counted
     * from when it first applied to them, is over: then only setting one up.
     */
    async signInStep(userId: number): Promise<SignInStep> {
      const app = await repo.findApp(db, userId);
      const methods: SecondFactorMethod[] = [];
      if (app?.confirmedAt) {
        methods.push('totp');
        if ((await repo.countRecoveryCodesLeft(db, userId)) > 0) methods.push('recovery-code');
      }
      if (await passkeys.has(userId)) methods.push('passkey');
      if (methods.length > 0) {
        return {
          kind: 'second-factor',
          answer: {
            secondFactor: { ...(await issueTicket(userId, 'second-factor')), methods },
          },
        };
      }
      const requirement = await requirementOf(userId);
      if (!requirement) return { kind: 'session', due: null };
      const since = await repo.stampRequiredSince(db, userId);
      const due = new Date(since.getTime() + requirement.graceDays * DAY_MS);
      if (Date.now() < due.getTime()) return { kind: 'session', due };
      return {
        kind: 'enrolment',
        answer: { enrolment: { ...(await issueTicket(userId, 'enrolment')), methods: ['totp'] } },
      };
    },

    /** The second step of a sign-in: the account whose session starts, the ticket used up. */
    async verifySignIn(body: SecondFactorBody, ip: string): Promise<number> {
      const { attempt, ticketId, userId } = await beginTicketAttempt(
        body.ticket,
        'second-factor',
        ip,
      );
      if (body.passkey !== undefined) {
        await passkeys.verify(body.passkey, userId);
      } else if (body.code !== undefined) {
        if (!(await takeCode(userId, body.code, false))) throw wrongCode('UNAUTHENTICATED');
      } else if (
        body.recoveryCode === undefined ||
        !(await repo.useRecoveryCode(db, userId, recoveryHash(userId, body.recoveryCode)))
      ) {
        throw fieldError('recoveryCode', 'secondFactors.wrongRecoveryCode', 'UNAUTHENTICATED');
      }
      await attempt.succeeded();
      if (!(await repo.consumeTicket(db, ticketId))) throw ticketRefused();
      return userId;
    },

    /** A challenge for the second step's passkey, with the ticket of the password step. */
    async passkeyOptions(ticket: string): Promise<AuthenticationOptions> {
      // No signature is checked here, so nothing is counted: the route's own limit stands.
      const { userId } = await findTicket(ticket, 'second-factor');
      return passkeys.authenticationOptions(userId);
    },

    /** Setting up an app at sign-in, with an enrolment ticket in place of a session. */
    async beginAppWithTicket(ticket: string): Promise<TotpSetup> {
      // No code is checked here, so nothing is counted: the route's own limit stands.
      return beginApp((await findTicket(ticket, 'enrolment')).userId);
    },

    /** Confirms an app set up at sign-in: the ticket is used up and the session may start. */
    async confirmAppWithTicket(body: EnrolmentConfirmBody, ip: string) {
      const { attempt, ticketId, userId } = await beginTicketAttempt(body.ticket, 'enrolment', ip);
      const recoveryCodes = await confirmApp(
        userId,
        body.code,
        { actorId: userId, ip },
        'UNAUTHENTICATED',
        attempt,
      );
      if (!(await repo.consumeTicket(db, ticketId))) throw ticketRefused();
      return { userId, recoveryCodes };
    },

    beginApp,

    /** Confirms the signed-in person's own app. */
    async confirmApp(userId: number, code: string, context: AuditContext) {
      const attempt = await limits.beginSecondFactor(`user:${userId}`, context.ip ?? '');
      return confirmApp(userId, code, context, 'VALIDATION_FAILED', attempt);
    },

    /** New recovery codes for the signed-in person, with a code of their app: the old ones stop. */
    async renewRecoveryCodes(userId: number, code: string, context: AuditContext) {
      const attempt = await limits.beginSecondFactor(`user:${userId}`, context.ip ?? '');
      if (!(await takeCode(userId, code, false))) throw wrongCode('VALIDATION_FAILED');
      await attempt.succeeded();
      return newRecoveryCodes(userId, context, 'recovery-codes-renewed');
    },

    async status(userId: number): Promise<SecondFactorStatus> {
      const app = await repo.findApp(db, userId);
      const enrolled = app?.confirmedAt ?? null;
      const keys = await passkeys.count(userId);
      const requirement = await requirementOf(userId);
      const since = requirement?.requiredSince;
      return {
        totp: enrolled ? { enrolledAt: enrolled.toISOString() } : null,
        recoveryCodesLeft: enrolled ? await repo.countRecoveryCodesLeft(db, userId) : 0,
        passkeys: keys,
        required: requirement !== null,
        enrolBy:
          requirement && !enrolled && keys === 0 && since
            ? new Date(since.getTime() + requirement.graceDays * DAY_MS).toISOString()
            : null,
      };
    },

    /**
     * A super admin removes another person's second factors (a lost phone): their sessions
     * end, the change is audited, and they are told by mail. They set one up again at their
     * next sign-in if their role requires it.
     */
    async reset(userId: number, context: AuditContext & { actorId: number }) {
      const person = await repo.findPerson(db, userId);
      if (!person) throw notFound('User');
      if ((await repo.actingLevelOf(db, context.actorId)) !== 'SA') {
        throw new AppError('FORBIDDEN', 'secondFactors.resetSaOnly');
      }
      if (person.kind !== 'staff') throw new AppError('CONFLICT', 'secondFactors.resetStaffOnly');
      await db.transaction(async (tx) => {
        await repo.removeFactors(tx, userId);
        await removePasskeysOf(tx, userId);
        await auditedWrite(tx, context, {
          resource: 'users',
          action: 'second-factors-reset',
          recordId: userId,
        });
      });
      // Told after the change has committed; a mail that cannot go does not undo it.
      try {
        await deps.mailer.send({
          to: person.email,
          subject: 'Your Showroom second factors were reset',
          text: [
            `Hello ${person.name},`,
            '',
            'A super admin has removed the authenticator app, recovery codes and passkeys of',
            'your Showroom account, and signed it out everywhere.',
            'Sign in again with your password; you may be asked to set up an authenticator app.',
            '',
            'If you did not ask for this, tell your administrator at once.',
          ].join('\n'),
        });
      } catch (error) {
        deps.log.error({ err: error }, 'The second factors reset mail failed');
      }
    },
  };
}
