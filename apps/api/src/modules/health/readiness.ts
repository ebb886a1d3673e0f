import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { DependencyCheck, ReadinessChecks } from '@showroom/contract';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { withDeadline } from '../../lib/deadline';

/** A probe that hangs is as bad as one that fails: each check gets this long. */
const CHECK_TIMEOUT_MS = 3_000;

export type ReadinessProbe = {
  check(): Promise<ReadinessChecks>;
  close(): void;
};

function reasonOf(error: unknown): string {
  const found = typeof error === 'object' && error !== null ? error : {};
  const code = 'code' in found ? found.code : undefined;
  if (typeof code === 'string' && code) return code;
  const name = 'name' in found ? found.name : undefined;
  return typeof name === 'string' && name !== 'Error' ? name : 'failed';
}

async function probe(
  kind: string,
  upDetail: string,
  downDetail: string,
  run: (signal: AbortSignal) => Promise<unknown>,
): Promise<DependencyCheck> {
  const controller = new AbortController();
  try {
    await withDeadline(run(controller.signal), CHECK_TIMEOUT_MS, () => {
      controller.abort();
      return Object.assign(new Error('timed out'), { code: 'TIMEOUT' });
    });
    return { status: 'up', kind, detail: upDetail };
  } catch (error) {
    return { status: 'down', kind, detail: `${downDetail} (${reasonOf(error)})` };
  }
}

/** Writes and removes a small file: the folder exists (or can be made) and takes writes. */
async function writeProbe(folder: string) {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `.ready-${randomUUID()}`);
  await writeFile(file, 'ready');
  await rm(file, { force: true });
}

/** Checks what the API needs to serve requests: the database, mail and file storage. */
export function createReadinessProbe(config: Config, database: Database): ReadinessProbe {
  let s3: S3Client | undefined;
  const s3Client = () =>
    (s3 ??= new S3Client({
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials: {
        accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      },
    }));

  const checkDatabase = () =>
    probe(database.kind, 'answers queries', 'does not answer', () => database.ping());

  const checkMail = () => {
    const smtpUrl = config.SMTP_URL;
    if (smtpUrl) {
      return probe(
        'smtp',
        'the SMTP server accepts connections',
        'the SMTP server does not accept connections',
        async () => {
          const transport = nodemailer.createTransport({
            url: smtpUrl,
            connectionTimeout: CHECK_TIMEOUT_MS,
            greetingTimeout: CHECK_TIMEOUT_MS,
            socketTimeout: CHECK_TIMEOUT_MS,
          });
          try {
            await transport.verify();
          } finally {
            transport.close();
          }
        },
      );
    }
    return probe(
      'outbox',
      'the outbox folder takes new mail',
      'the outbox folder cannot be written',
      () => writeProbe(config.outboxDir),
    );
  };

  const checkStorage = () => {
    const bucket = config.S3_BUCKET;
    if (bucket) {
      return probe('s3', 'the bucket answers', 'the bucket does not answer', (signal) =>
        s3Client().send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal }),
      );
    }
    return probe(
      'local',
      'the uploads folder takes new files',
      'the uploads folder cannot be written',
      () => writeProbe(config.uploadsDir),
    );
  };

  return {
    async check() {
      const [databaseCheck, mail, storage] = await Promise.all([
        checkDatabase(),
        checkMail(),
        checkStorage(),
      ]);
      return { database: databaseCheck, mail, storage };
    },
    close() {
      s3?.destroy();
    },
  };
}
