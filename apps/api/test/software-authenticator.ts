import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationCredential,
  AuthenticationOptions,
  RegistrationCredential,
  RegistrationOptions,
} from '@showroom/contract';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A passkey authenticator in software, for the API's tests: ES256 keys from node:crypto, the
 * authenticator data and attestation object written as WebAuthn (§6.1, §6.5) says, in CBOR. It
 * answers the server's options as a browser would, and can be told to answer wrongly.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

/** Bytes over a plain ArrayBuffer, as the server library's helpers take them. */
type Bytes = Uint8Array<ArrayBuffer>;
type Held = { id: Bytes; privateKey: KeyObject; cosePublicKey: Bytes; counter: number };

const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (bytes: Bytes) => isoBase64URL.fromBuffer(bytes);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** A P-256 public key as COSE writes it (kty EC2, alg ES256, crv P-256, x, y). */
function coseOf(publicKey: KeyObject): Bytes {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function counterBytes(counter: number) {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, counter);
  return bytes;
}

/** What every answer says of its credential, besides the authenticator's response. */
const credentialOf = (id: Bytes) => ({
  id: b64(id),
  rawId: b64(id),
  type: 'public-key' as const,
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
});

/** What may be changed of an answer, to see it refused. */
export type Tamper = {
  challenge?: string;
  origin?: string;
  counter?: number;
  userVerified?: boolean;
};

export class SoftwareAuthenticator {
  private readonly held: Held[] = [];

  constructor(private readonly site: { rpId: string; origin: string }) {}

  /** Answers registration options with a new credential, as `navigator.credentials.create()`. */
  create(options: RegistrationOptions, tamper: Tamper = {}): RegistrationCredential {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const held: Held = {
      id: new Uint8Array(randomBytes(32)),
      privateKey,
      cosePublicKey: coseOf(publicKey),
      counter: 0,
    };
    this.held.push(held);
    const idLength = new Uint8Array([held.id.length >> 8, held.id.length & 0xff]);
    const authData = concat(
      sha256(this.site.rpId),
      new Uint8Array([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
      counterBytes(held.counter),
      new Uint8Array(16), // AAGUID: none
      idLength,
      held.id,
      held.cosePublicKey,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Bytes | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    const data = clientData(
      'webauthn.create',
      tamper.challenge ?? options.challenge,
      tamper.origin ?? this.site.origin,
    );
    return {
      ...credentialOf(held.id),
      response: {
        clientDataJSON: b64(data),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * Signs authentication options' challenge with a credential it holds (the latest made, or
   * the one named), as `navigator.credentials.get()`. Each signature counts one more use.
   */
  get(options: AuthenticationOptions, tamper: Tamper & { credentialId?: string } = {}) {
    const held =
      tamper.credentialId === undefined
        ? this.held.at(-1)
        : this.held.find((h) => b64(h.id) === tamper.credentialId);
    if (!held) throw new Error('This authenticator holds no such credential');
    held.counter = tamper.counter ?? held.counter + 1;
    const verified = tamper.userVerified ?? true;
    const authData = concat(
      sha256(this.site.rpId),
      new Uint8Array([FLAG_USER_PRESENT | (verified ? FLAG_USER_VERIFIED : 0)]),
      counterBytes(held.counter),
    );
    const data = clientData(
      'webauthn.get',
      tamper.challenge ?? options.challenge,
      tamper.origin ?? this.site.origin,
    );
    const signature = sign('sha256', concat(authData, sha256(data)), held.privateKey);
    const credential: AuthenticationCredential = {
      ...credentialOf(held.id),
      response: {
        clientDataJSON: b64(data),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
      },
    };
    return credential;
  }
}
