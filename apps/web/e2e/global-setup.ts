import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ADMIN_EMAIL, PASSWORD, chromiumPath, e2eWorkers } from './config';
import { freePort, waitForHealth, type E2eServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: the worker whose VITEST_POOL_ID is n uses `servers[n - 1]`. */
    servers: E2eServer[];
  }
}

const webRoot = path.resolve(import.meta.dirname, '..');
// E2E_API_DIR runs the suite against another checkout of the API (e.g. a release build).
const apiRoot = process.env.E2E_API_DIR ?? path.resolve(webRoot, '../api');

type Running = { server: E2eServer; stop: () => Promise<void> };

/**
 * Starts one real API server (which serves `dist`) on a free 127.0.0.1 port with its own
 * temporary database and demo data; `name` tells its log apart when it fails to start.
 */
async function startServer(dist: string, name: string): Promise<Running> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const publicUrl = `http://localhost:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      JWT_SECRET: 'e2e-secret-that-is-long-enough-to-sign-tokens',
      WEB_DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        exited,
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      if (!stopped) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // Migrating and seeding demo data takes a server tens of seconds, longer while the others
    // start beside it on a busy machine.
    await waitForHealth(baseUrl, child, () => log, 90 * e2eWorkers);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`E2E server ${name} of ${e2eWorkers} (${baseUrl}): ${reason}`, {
      cause: error,
    });
  }
  return { server: { baseUrl, publicUrl, dataDir }, stop };
}

/**
 * Starts one API server per worker, each with its own database, so files run side by side
 * without sharing data; stops them all afterwards. If one fails to start, the others are
 * stopped and the run fails with its log.
 */
export default async function setup(project: TestProject) {
  const executable = chromiumPath();
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium was not found at ${executable}. Install it with "apt-get install -y chromium" ` +
        '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  const dist = process.env.E2E_WEB_DIST ?? path.join(webRoot, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run "npm run build -w apps/web" first (npm test does).',
    );
  }

  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers }, (_, index) => startServer(dist, String(index + 1))),
  );
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(running.map((each) => each.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    running.map((each) => each.server),
  );
  return stopAll;
}
