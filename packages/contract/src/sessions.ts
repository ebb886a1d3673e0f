import { z } from 'zod';
import { m } from './messages';
import { idParamsSchema } from './numbers';
import { timestampSchema } from './timestamps';

/**
 * A session's id: opaque, it names the session to end and nothing else (never a token or its
 * hash).
 */
export const sessionIdSchema = z.uuid({ error: m('validation.sessionId') });

export const deviceKinds = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/**
 * One place a staff member is signed in: a session (a sign-in and the refreshes that carried it
 * on) that has not ended. Browser and system are read from the browser's user agent, so either
 * may be unknown.
 */
export const accountSessionSchema = z.object({
  id: sessionIdSchema,
  /** "Chrome 131", "Firefox 133"; null when the user agent does not say. */
  browser: z.string().nullable(),
  /** "Windows 10", "macOS 14.5", "Android 15"; null when the user agent does not say. */
  system: z.string().nullable(),
  device: z.enum(deviceKinds),
  /** The address it was last used from, as the API saw it. */
  ip: z.string().nullable(),
  signedInAt: timestampSchema,
  /** Its latest refresh, or a request made with it (noted at most every few minutes). */
  lastUsedAt: timestampSchema,
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.array(accountSessionSchema);

/** `/admin/sessions/:sessionId` */
export const sessionParamsSchema = z.strictObject({ sessionId: sessionIdSchema });
/** `/auth/users/:id/sessions/:sessionId` */
export const userSessionParamsSchema = idParamsSchema.extend({ sessionId: sessionIdSchema });

/** How many sessions a request ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;
