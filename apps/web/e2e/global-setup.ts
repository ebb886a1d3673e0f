import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ADMIN_EMAIL, PASSWORD, chromiumPath } from './config';
import { freePort, waitForHealth } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder: its mail outbox is `outbox/` in it. */
    dataDir: string;
  }
}

const webRoot = path.resolve(import.meta.dirname, '..');
// E2E_API_DIR runs the suite against another checkout of the API (e.g. a release build).
const apiRoot = process.env.E2E_API_DIR ?? path.resolve(webRoot, '../api');

/**
 * Starts the real API server (which serves apps/web/dist) on a free 127.0.0.1 port with a
 * temporary database, and stops it afterwards.
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

  const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
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
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise<boolean>((resolve) => server.once('exit', () => resolve(true)));
      server.kill('SIGTERM');
      const stopped = await Promise.race([
        exited,
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      if (!stopped) server.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return stop;
}
