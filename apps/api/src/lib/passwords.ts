import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package declares it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID } as const;

export const hashPassword = (password: string) => hash(password, options);

// Verifying against this when the account does not exist keeps the answer's timing the same.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
