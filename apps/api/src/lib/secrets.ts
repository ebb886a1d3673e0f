import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The configured JWT secret, or one generated on first start and kept in the data folder.
 * Several API processes must share JWT_SECRET; the file only suits a single machine.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Seals short secrets kept in the database (an authenticator app's), and opens them again. */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

const SEALED_VERSION = 'v1';

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from the server's secret: a copy of the
 * database alone, a backup say, does not give the secrets away. Sealed text is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the version names the key, so another key can
 * be brought in later beside this one.
 */
export function createSecretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, 'showroom', 'showroom secret box v1', 32),
  );
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [SEALED_VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== SEALED_VERSION || !iv || !tag || data === undefined) {
        throw new Error('A sealed secret is not in a known form');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
