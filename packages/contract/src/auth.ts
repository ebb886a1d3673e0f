import { z } from 'zod';
import { m } from './messages';
import { levels, permissionMatrixSchema } from './permissions';
import { userKinds, userStatuses } from './values';

export const MIN_PASSWORD_LENGTH = 8;
/**
 * How many of a person's passwords before their current one a new password may not repeat
 * (ADR 065): the current one and these are refused wherever a password is set for an account.
 */
export const RECENT_PASSWORDS = 5;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, m('validation.required'))
  .max(254, m('validation.maxLength', { max: 254 }))
  .pipe(z.email(m('validation.email')));

/** E.164: a plus sign and 8 to 15 digits. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, m('validation.phone')));

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, m('validation.minLength', { min: MIN_PASSWORD_LENGTH }))
  .max(200, m('validation.maxLength', { max: 200 }));

export const loginBodySchema = z.strictObject({
  emailOrPhone: z
    .string()
    .trim()
    .min(1, m('validation.required'))
    .max(254, m('validation.maxLength', { max: 254 })),
  password: z.string().min(1, m('validation.required')).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  username: z
    .string()
    .trim()
    .min(3, m('validation.minLength', { min: 3 }))
    .max(40, m('validation.maxLength', { max: 40 }))
    .regex(/^[a-zA-Z0-9._-]+$/, m('validation.username')),
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const refreshBodySchema = z.strictObject({
  refreshToken: z.string().min(1, m('validation.required')).max(200),
});
export const tokenBodySchema = z.strictObject({
  token: z.string().min(1, m('validation.required')).max(4096),
});
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(1, m('validation.required')).max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const adminRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.enum(levels),
  permissions: permissionMatrixSchema,
});

/** The signed-in staff member as the web app sees them. */
export const adminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  kind: z.enum(userKinds),
  status: z.enum(userStatuses),
  role: adminRoleSchema,
});
export type Admin = z.infer<typeof adminSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const sessionSchema = tokenPairSchema.extend({ admin: adminSchema });
export type Session = z.infer<typeof sessionSchema>;
