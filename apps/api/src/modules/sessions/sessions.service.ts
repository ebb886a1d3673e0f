import type { AccountSession, Admin, SessionsEnded } from '@showroom/contract';
import { auditedWrite, type AuditContext } from '../../changes/audited-write';
import { publishLive } from '../../changes/live-events';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import * as repo from './sessions.repository';
import { browserKey, describeUserAgent } from './user-agents';

/**
 * Ends sessions of a person. Each one's next request is refused (the sign-in check reads the
 * session on every request), and its open live streams end as soon as the change commits, on
 * every API process (the `session` live signal). Returns the sessions ended.
 */
export async function endSessions(db: Executor, userId: number, which: repo.Which) {
  if ('families' in which && which.families.length === 0) return [];
  const ended = await repo.endLiveSessions(db, userId, which);
  if (ended.length > 0)
    await publishLive(db, { kind: 'session', userId, families: ended.map((s) => s.family) });
  return ended;
}

/**
 * A person's sessions, as they see them and as a super admin sees anyone's; ending them is
 * audited on the person's record (who ended which, from where).
 */
export function createSessionsService(db: Db) {
  return {
    /**
     * Whose sessions `actor` may see and end: their own, or anyone's for a super admin. A
     * user that does not exist is not found, whoever asks.
     */
    async assertMayManage(actor: Actor, userId: number) {
      if (!(await repo.findLiveUser(db, userId))) throw notFound('User');
      if (actor.id !== userId && actor.level !== 'SA')
        throw new AppError('FORBIDDEN', 'sessions.onlySa');
    },

    async list(actor: Actor, userId: number): Promise<AccountSession[]> {
      const rows = await repo.liveSessionsOf(db, userId);
      return rows.map((row) => ({
        id: row.family,
        ...describeUserAgent(row.userAgent),
        ip: row.ip,
        signedInAt: row.signedInAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.family === actor.family,
      }));
    },

    /** Ends one session (404 when it has ended already) or all but one. */
    async end(context: AuditContext, userId: number, which: repo.Which): Promise<SessionsEnded> {
      return db.transaction(async (tx) => {
        const ended = await endSessions(tx, userId, which);
        if ('families' in which && ended.length === 0)
          throw new AppError('NOT_FOUND', 'sessions.notFound');
        if (ended.length > 0) {
          await auditedWrite(tx, context, {
            resource: 'users',
            action: ended.length === 1 && 'families' in which ? 'end-session' : 'end-sessions',
            recordId: userId,
            after: {
              sessions: ended.map((session) => ({
                id: session.family,
                ...describeUserAgent(session.userAgent),
                ip: session.ip,
              })),
            },
          });
        }
        return { ended: ended.length };
      });
    },
  };
}

/**
 * Mails a person whose new session comes from a browser and system not seen among their
 * earlier sessions. The first session of an account is not compared with anything: its owner
 * expects it (they were just given the account, or just signed up).
 */
export async function mailIfNewBrowser(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  admin: Pick<Admin, 'id' | 'name' | 'email'>,
  family: string,
) {
  const start = await repo.sessionStart(deps.db, family);
  if (!start) return;
  const earlier = await repo.userAgentsBefore(deps.db, admin.id, start.createdAt);
  if (earlier.length === 0) return;
  const key = browserKey(start.userAgent);
  if (earlier.some((userAgent) => browserKey(userAgent) === key)) return;
  const { browser, system } = describeUserAgent(start.userAgent);
  const at = `${start.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const accountPage = `${deps.publicUrl}/dashboard/account`;
  const address = start.ip ?? '—';
  await deps.mailer.send({
    to: admin.email,
    subject: 'New sign-in to your Showroom account',
    text: [
      `Hello ${admin.name},`,
      '',
      'Your Showroom account was just signed in to from a browser it had not been used from before:',
      '',
      `  Browser: ${browser ?? 'unknown browser'} on ${system ?? 'an unknown system'}`,
      `  Address: ${address}`,
      `  At: ${at}`,
      '',
      'If it was you, there is nothing to do.',
      `If it was not, open ${accountPage}, end that session and change your password.`,
      '',
      '—',
      '',
      `مرحبًا ${admin.name}،`,
      '',
      'سُجّل الدخول للتو إلى حسابك في Showroom من متصفح لم يُستخدم معه من قبل:',
      '',
      `  المتصفح: ${browser ?? 'متصفح غير معروف'} على ${system ?? 'نظام غير معروف'}`,
      `  العنوان: ${address}`,
      `  الوقت: ${at}`,
      '',
      'إن كنت أنت، فلا حاجة لفعل شيء.',
      `وإن لم تكن أنت، فافتح ${accountPage} وأنهِ تلك الجلسة وغيّر كلمة المرور.`,
    ].join('\n'),
  });
}
