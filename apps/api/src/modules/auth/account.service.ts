import { typedIdentifierKey } from './auth.service';
import {
  RECENT_SIGN_INS,
  type Admin,
  type ChangePasswordBody,
  type OwnProfileBody,
} from '@showroom/contract';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { updateAudited, type AuditContext } from '../../changes/audited-write';
import type { Db, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { translateDbError } from '../../lib/db-errors';
import { AppError, fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimits } from '../../lib/rate-limits';
import { recentSignIns } from '../audit';
import { assertNewPassword, rememberReplacedPassword } from '../password-history';
import * as accountRepo from './account.repository';
import * as repo from './auth.repository';

/** The person asking, in the session they ask from. */
export type AccountActor = { id: number; family: string; ip: string };

const profileColumns = {
  id: users.id,
  version: users.version,
  name: users.name,
  email: users.email,
  phone: users.phone,
};

/** Only a live staff account has this page; anyone else's session has ended already. */
const ownRow = (userId: number): SQL =>
  // `and` of conditions is never empty; its type allows for it.
  and(eq(users.id, userId), eq(users.kind, 'staff'), isNull(users.deletedAt)) ?? sql`false`;

/**
 * A staff member's own account: their profile, their password and their sign-ins. Each
 * change is audited under `users` with the person as its actor. Changing a credential (the
 * email, the phone or the password) ends the person's other sessions and reset links: whoever
 * held them must sign in with the new one. The session asking stays.
 */
export function createAccountService(deps: { db: Db; limits: RateLimits }) {
  const { db, limits } = deps;

  async function currentAdmin(userId: number): Promise<Admin> {
    const record = await repo.findStaff(db, { id: userId });
    if (!record) throw new AppError('UNAUTHENTICATED', 'auth.ended');
    const { passwordHash: _omit, ...admin } = record;
    return admin;
  }

  async function endOtherAccess(tx: Executor, actor: AccountActor) {
    await repo.revokePasswordResets(tx, actor.id);
    return accountRepo.revokeOtherSessions(tx, actor.id, actor.family);
  }

  return {
    async updateProfile(actor: AccountActor, body: OwnProfileBody): Promise<Admin> {
      const context: AuditContext = { actorId: actor.id, ip: actor.ip };
      const changes = body;
      if (Object.keys(changes).length > 0) {
        try {
          await db.transaction(async (tx) => {
            const changed = { credentials: false };
            await updateAudited<{
              id: number;
              version: number;
              email: string;
              phone: string | null;
            }>(tx, context, {
              table: users,
              where: ownRow(actor.id),
              label: 'User',
              columns: profileColumns,
              resource: 'users',
              action: 'profile-update',
              values: (current) => {
                changed.credentials =
                  (changes.email !== undefined && changes.email !== current.email) ||
                  (changes.phone !== undefined && changes.phone !== current.phone);
                return changes;
              },
            });
            if (changed.credentials) await endOtherAccess(tx, actor);
          });
        } catch (error) {
          translateDbError(error, {
            users_email_unique: { field: 'email', message: 'users.emailTaken' },
            users_phone_unique: { field: 'phone', message: 'users.phoneTaken' },
          });
        }
      }
      return currentAdmin(actor.id);
    },

    /**
     * Checks the current password (a wrong one counts against the account's sign-in limit, as
     * a failed sign-in), refuses a new one that repeats a recent one or is weak, keeps the
     * replaced one's hash, and ends the person's other sessions.
     */
    async changePassword(actor: AccountActor, body: ChangePasswordBody) {
      const account = await accountRepo.findCredentials(db, actor.id);
      if (!account) throw new AppError('UNAUTHENTICATED', 'auth.ended');
      // Locked out, the sign-in form refuses the email before looking it up, too.
      const attempt = await limits.beginLogin(
        `user:${String(actor.id)}`,
        actor.ip,
        typedIdentifierKey(account.email),
      );
      if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
        throw fieldError('currentPassword', 'account.wrongPassword');
      }
      await attempt.succeeded();
      await assertNewPassword(db, body.password, { id: actor.id, owner: account, setBy: 'owner' });
      const passwordHash = await hashPassword(body.password);
      const endedSessions = await db.transaction(async (tx) => {
        await rememberReplacedPassword(tx, actor.id);
        // The hash never reaches the audit log: the entry says only that it changed.
        await updateAudited<{ id: number; version: number }>(
          tx,
          { actorId: actor.id, ip: actor.ip },
          {
            table: users,
            where: ownRow(actor.id),
            label: 'User',
            columns: { id: users.id, version: users.version },
            resource: 'users',
            action: 'password-change',
            values: () => ({ passwordHash }),
            record: () => ({}),
          },
        );
        return endOtherAccess(tx, actor);
      });
      return { endedSessions };
    },

    recentSignIns(userId: number) {
      return recentSignIns(db, userId, RECENT_SIGN_INS);
    },
  };
}
