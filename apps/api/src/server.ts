import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { jobs } from './jobs';
import { startJobs } from './jobs/runner';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedIfEmpty, type InitialAdmin } from './db/seed/seed';
import { DataDirError } from './lib/data-dir';
import { resolveJwtSecret } from './lib/secrets';
import { createStorage } from './modules/uploads';

async function rememberInitialAdmin(config: Config, admin: InitialAdmin) {
  if (!admin.generated) return;
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(
    path.join(config.dataDir, 'initial-admin.txt'),
    `email: ${admin.email}\npassword: ${admin.password}\n`,
    { mode: 0o600 },
  );
}

const running: { app?: FastifyInstance; database?: Database; draining: boolean } = {
  draining: false,
};

/**
 * Closes what is open: app.close() closes the database too; the database alone covers a
 * failure before the app exists. Closing the database releases the data folder's lock.
 */
async function shutDown() {
  await (running.app ? running.app.close() : running.database?.close());
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();

  // PGlite must be closed on every exit path, or the next start has to recover it.
  const drainMs = config.SHUTDOWN_DRAIN_MS;
  const closeListeners = closeWithGrace({ delay: drainMs + 10_000 }, async ({ err, signal }) => {
    if (err) console.error(err);
    if (signal) console.log(`Received ${signal}, shutting down`);
    // Behind a load balancer: readiness answers 503 first and the process goes on serving
    // until the balancer has seen it and sends it nothing new; then app.close() ends the
    // events streams, finishes the requests in flight and closes the database.
    if (signal && drainMs > 0 && running.app?.server.listening) {
      running.draining = true;
      await sleep(drainMs);
    }
    await shutDown();
  });

  const database = await openDatabase({
    url: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    dataDir: path.join(config.dataDir, 'pgdata'),
    purpose: 'server',
    poolSize: config.DB_POOL_SIZE,
    limits: config.databaseLimits,
  });
  running.database = database;
  await database.migrate();
  // The demo pictures go where uploads go (the folder or the bucket); the app then uses it.
  const storage = createStorage(config);
  const initialAdmin = await seedIfEmpty(database.db, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demo: config.SEED_DEMO_DATA,
    storage,
  });
  if (initialAdmin) await rememberInitialAdmin(config, initialAdmin);

  const jwtSecret = await resolveJwtSecret(config.JWT_SECRET, config.dataDir);
  if (!config.JWT_SECRET && config.DATABASE_URL) {
    console.warn(
      'JWT_SECRET is not set: every API process sharing this database needs the same one.',
    );
  }
  const app = await buildApp(config, {
    database,
    jwtSecret,
    storage,
    draining: () => running.draining,
  });
  running.app = app;
  app.addHook('onClose', async () => {
    closeListeners.uninstall();
  });
  // Before listening: startJobs registers an onClose hook, which Fastify refuses once it listens.
  const every = config.JOBS_INTERVAL_MS;
  startJobs(app, every ? jobs.map((job) => ({ ...job, everyMs: every })) : jobs);
  await app.listen({ host: config.HOST, port: config.PORT });

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const where = config.DATABASE_URL
    ? 'PostgreSQL'
    : `PGlite in ${path.join(config.dataDir, 'pgdata')}`;
  const signIn = initialAdmin
    ? initialAdmin.generated
      ? `Sign in as ${initialAdmin.email} with password ${initialAdmin.password} (also saved in ${path.join(config.dataDir, 'initial-admin.txt')}; shown only this once)`
      : `Sign in as ${initialAdmin.email} with ADMIN_PASSWORD`
    : `Sign in with your account (the first start wrote the super admin's password to ${path.join(config.dataDir, 'initial-admin.txt')})`;
  console.log(
    [
      '',
      `Showroom is ready at ${config.publicUrl} (${seconds}s; database: ${where})`,
      signIn,
      `API documentation: ${config.publicUrl}/api/docs`,
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  // A wrong setting or an unusable data folder is the operator's to fix: say only what and how.
  console.error(
    error instanceof ConfigError || error instanceof DataDirError
      ? `\nShowroom did not start.\n${error.message}\n`
      : error,
  );
  await shutDown().catch((closeError: unknown) => {
    console.error(closeError);
  });
  process.exit(1);
});
