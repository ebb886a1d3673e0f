import { z } from 'zod';
import { m } from './messages';
import { requiredText } from './text';
import { timestampSchema } from './timestamps';

/*
 * Passkeys and security keys (WebAuthn, docs/decisions/052-passkeys-webauthn.md). The server
 * writes the options a browser hands to `navigator.credentials`, and checks what the browser
 * answers: the JSON forms of WebAuthn (base64url for every byte string), as the browser's
 * `toJSON()` and `@simplewebauthn/browser` write them.
 */

/** The most passkeys one person may keep: enough for every device and a spare key or two. */
export const MAX_PASSKEYS = 20;

const base64url = (max: number) =>
  z
    .string()
    .max(max, m('validation.tooLarge'))
    .regex(/^[A-Za-z0-9_-]*$/, m('passkeys.encoding'));

/** A passkey's name, given by its owner: "Work laptop", "Blue security key". */
export const passkeyNameSchema = requiredText(60);

/** A passkey as its owner's account page lists it; never its key or its credential id. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Synced between the owner's devices (a password manager's, a phone maker's), or kept on one. */
  backedUp: z.boolean(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** What `navigator.credentials.create()` is given, as JSON (the server's `generateRegistrationOptions`). */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  attestationFormats: z.array(z.string()).optional(),
  extensions: z.unknown().optional(),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** What `navigator.credentials.get()` is given, as JSON (the server's `generateAuthenticationOptions`). */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.unknown().optional(),
});
export type AuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;

/*
 * The browser's answers. Their own fields are checked for form and size; fields a browser adds
 * as WebAuthn grows are dropped, not refused (the bodies around them stay strict).
 */
const credentialFields = {
  id: base64url(1400).min(1, m('validation.required')),
  rawId: base64url(1400).min(1, m('validation.required')),
  type: z.literal('public-key', { error: m('passkeys.notPasskey') }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** A new credential: `navigator.credentials.create()`'s answer, as JSON. */
export const registrationCredentialSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(40_000),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
    authenticatorData: base64url(4000).optional(),
  }),
});
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** A signed challenge: `navigator.credentials.get()`'s answer, as JSON. */
export const authenticationCredentialSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

/** `POST /admin/passkeys`: the new credential and the name its owner gives it. */
export const passkeyCreateBodySchema = z.strictObject({
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export type PasskeyCreateBody = z.infer<typeof passkeyCreateBodySchema>;

/** `PATCH /admin/passkeys/:id`: a new name. */
export const passkeyRenameBodySchema = z.strictObject({ name: passkeyNameSchema });
export type PasskeyRenameBody = z.infer<typeof passkeyRenameBodySchema>;

/** `POST /admin/login/passkey`: signing in with a passkey alone (it proves both factors). */
export const passkeySignInBodySchema = z.strictObject({
  credential: authenticationCredentialSchema,
});
export type PasskeySignInBody = z.infer<typeof passkeySignInBodySchema>;
