import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema } from './auth';
import { m } from './messages';
import { requiredText } from './text';
import { timestampSchema } from './timestamps';

/** `PATCH /admin/account/profile`: what a staff member may change of their own profile. */
export const ownProfileBodySchema = z.strictObject({
  name: requiredText(120).optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.nullable().optional(),
});
export type OwnProfileBody = z.infer<typeof ownProfileBodySchema>;

/**
 * `POST /admin/account/password`: the current password, then the new one, which the API
 * scores (`password-strength.ts`). The person's other sessions end; this one stays.
 */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z
    .string()
    .min(1, m('validation.required'))
    .max(200, m('validation.maxLength', { max: 200 })),
  password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** What a password change answers: how many other sessions it ended. */
export const passwordChangedSchema = z.object({ endedSessions: z.number().int().nonnegative() });

/** One successful sign-in to one's own account, from the audit log. */
export const signInEntrySchema = z.object({
  id: z.number().int(),
  at: timestampSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SignInEntry = z.infer<typeof signInEntrySchema>;

/** How many recent sign-ins the account page lists. */
export const RECENT_SIGN_INS = 10;
