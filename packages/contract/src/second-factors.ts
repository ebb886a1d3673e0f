import { z } from 'zod';
import { sessionSchema } from './auth';
import { m } from './messages';
import { authenticationCredentialSchema } from './passkeys';
import { timestampSchema } from './timestamps';

/*
 * Second factors (docs/decisions/048-two-factor-totp.md). A sign-in whose password is right
 * answers, instead of the token pair, a short-lived ticket that only the second-factor step
 * takes, with the methods that step accepts: an authenticator app's code, a recovery code, or a
 * passkey (docs/decisions/052-passkeys-webauthn.md).
 */

/** How a person may prove the second factor at sign-in. */
export const secondFactorMethods = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** What a person may set up at sign-in when their role requires a second factor they lack. */
export const enrolmentMethods = ['totp'] as const;
export type EnrolmentMethod = (typeof enrolmentMethods)[number];

export const RECOVERY_CODE_COUNT = 10;
/** The days a role may give its people to set up a second factor. */
export const MAX_SECOND_FACTOR_GRACE_DAYS = 90;

/** Six digits from an authenticator app; spaces typed between them are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, m('secondFactors.codeFormat')));

/**
 * A recovery code: twelve letters and digits, written in groups (`ABCD-EFGH-JKLM`); case,
 * spaces and dashes do not matter.
 */
export const recoveryCodeSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-9]{12}$/, m('secondFactors.recoveryCodeFormat')));

export const ticketSchema = z.string().min(1, m('validation.required')).max(200);

/** A sign-in that is one step from its session: the second factor is asked next. */
export const secondFactorStepSchema = z.object({
  secondFactor: z.object({
    ticket: z.string(),
    methods: z.array(z.enum(secondFactorMethods)),
    expiresAt: timestampSchema,
  }),
});
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

/**
 * A sign-in whose role requires a second factor that the person has not set up, past the
 * role's grace period: the ticket only sets one up (and then signs in).
 */
export const enrolmentStepSchema = z.object({
  enrolment: z.object({
    ticket: z.string(),
    methods: z.array(z.enum(enrolmentMethods)),
    expiresAt: timestampSchema,
  }),
});
export type EnrolmentStep = z.infer<typeof enrolmentStepSchema>;

/**
 * A session, and, when the person's role requires a second factor they have not set up yet,
 * the end of their grace period: the web app leads them to set one up.
 */
export const signedInSchema = sessionSchema.extend({
  secondFactorDue: z.object({ by: timestampSchema }).optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** What `POST /admin/login` answers: a session, or the step still to take. */
export const loginResultSchema = z.union([
  signedInSchema,
  secondFactorStepSchema,
  enrolmentStepSchema,
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * `POST /admin/login/second-factor`: the ticket and one of a code, a recovery code, or a passkey's
 * signature of the challenge `/admin/login/second-factor/passkey-options` gave.
 */
export const secondFactorBodySchema = z
  .strictObject({
    ticket: ticketSchema,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
    passkey: authenticationCredentialSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const given = [body.code, body.recoveryCode, body.passkey].filter((v) => v !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: m('secondFactors.codeOrRecovery') });
    }
  });
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;

/** An authenticator app being set up: the secret as text and as an `otpauth://` URI (the QR code). */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** The first code from the app being set up, which makes it take effect. */
export const totpConfirmBodySchema = z.strictObject({ code: totpCodeSchema });
export type TotpConfirmBody = z.infer<typeof totpConfirmBodySchema>;

/** Ten single-use recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Setting up at sign-in, with the enrolment ticket in place of a session. */
export const enrolmentTicketBodySchema = z.strictObject({ ticket: ticketSchema });
export const enrolmentConfirmBodySchema = z.strictObject({
  ticket: ticketSchema,
  code: totpCodeSchema,
});
export type EnrolmentConfirmBody = z.infer<typeof enrolmentConfirmBodySchema>;

/** An enrolment at sign-in done: the session, and the recovery codes to keep. */
export const enrolledSessionSchema = sessionSchema.extend(recoveryCodesSchema.shape);
export type EnrolledSession = z.infer<typeof enrolledSessionSchema>;

/** A person's own second factors, as their account page shows them. */
export const secondFactorStatusSchema = z.object({
  totp: z.object({ enrolledAt: timestampSchema }).nullable(),
  recoveryCodesLeft: z.number().int(),
  /** How many passkeys the person has: one counts as a second factor as an app does. */
  passkeys: z.number().int(),
  /** Whether their role requires a second factor. */
  required: z.boolean(),
  /** When a required second factor that is not set up stops sign-in; null when none is due. */
  enrolBy: timestampSchema.nullable(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
