import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/*
 * Starting the real API server for a run in Chromium: the Chromium tests' global setup and
 * `bench/web.ts` both use these.
 */

/** A running API server as the Chromium tests reach it. */
export type E2eServer = {
  baseUrl: string;
  /**
   * The same server by the name its PUBLIC_URL gives: passkeys belong to a host name, never
   * to an address, so the passkey flows browse it as localhost.
   */
  publicUrl: string;
  /** The server's data folder: its mail outbox is `outbox/` in it. */
  dataDir: string;
};

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Resolves once the server answers its health check; fails if it exits or takes `seconds`
 * (90 unless told).
 */
export async function waitForHealth(
  url: string,
  server: ChildProcess,
  output: () => string,
  seconds = 90,
) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The API server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API server did not become healthy within ${seconds} s:\n${output()}`);
}
