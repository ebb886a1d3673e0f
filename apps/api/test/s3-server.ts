// An S3-compatible server (s3rver) on 127.0.0.1, for tests and for scripts that need object
// storage on one machine. No test framework here, so a script can import it too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The credentials s3rver accepts (it checks the signature, not who signs). */
export const S3RVER_CREDENTIALS = 'S3RVER';

export type S3Server = {
  bucket: string;
  endpoint: string;
  /** The settings that point Showroom at this server, as environment variables. */
  env: {
    S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: 'true';
  };
  /** Stops answering (connections are refused) and keeps the files. */
  stop(): Promise<void>;
  /** Answers again on the same port, with the same files. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
};

/**
 * Starts s3rver on a free port of 127.0.0.1 with `bucket` made, storing its files in a new
 * temporary folder. A server that fails to start leaves nothing behind.
 */
export async function startS3Server(
  options: { bucket?: string; port?: number } = {},
): Promise<S3Server> {
  const bucket = options.bucket ?? 'showroom-test';
  const directory = await mkdtemp(path.join(tmpdir(), 'showroom-s3-'));
  let port = options.port ?? 0;
  let running: S3rver | undefined;

  const start = async () => {
    if (running) return;
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    port = (await server.run()).port;
    running = server;
  };
  const stop = async () => {
    const server = running;
    running = undefined;
    await server?.close();
  };

  try {
    await start();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${String(port)}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start,
    async close() {
      try {
        await stop();
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}
