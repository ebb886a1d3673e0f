import type { DependencyCheck, ReadinessChecks } from '@showroom/contract';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { checkWritable } from '../../lib/data-dir';
import { withDeadline } from '../../lib/deadline';
import type { FileStorage } from '../uploads';

/** A probe that hangs is as bad as one that fails: each check gets this long. */
const CHECK_TIMEOUT_MS = 3_000;

export type ReadinessProbe = {
  check(): Promise<ReadinessChecks>;
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

/** Checks what the API needs to serve requests: the database, mail and file storage. */
export function createReadinessProbe(
  config: Config,
  database: Database,
  storage: FileStorage,
): ReadinessProbe {
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
      () => checkWritable(config.outboxDir),
    );
  };

  const checkStorage = () => {
    const run = (signal: AbortSignal) => storage.check(signal);
    if (storage.kind === 'local') {
      return probe(
        'local',
        'the uploads folder takes new files',
        'the uploads folder cannot be written',
        run,
      );
    }
    // The bucket's name, not its endpoint: this answer is public.
    return probe('s3', `${storage.name} answers`, `${storage.name} cannot be used`, run);
  };

  return {
    async check() {
      const [databaseCheck, mail, storageCheck] = await Promise.all([
        checkDatabase(),
        checkMail(),
        checkStorage(),
      ]);
      return { database: databaseCheck, mail, storage: storageCheck };
    },
  };
}
