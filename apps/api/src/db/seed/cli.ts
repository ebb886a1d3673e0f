// `npm run seed [-- --cars N]`: migrates the configured database, fills it if it is empty,
// and optionally adds N generated cars in bulk (for load tests), without starting the
// server. DATABASE_URL selects PostgreSQL; otherwise PGlite under DATA_DIR, which it holds
// like the server does, so it refuses a folder a running server uses.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../../config';
import { DataDirError } from '../../lib/data-dir';
import { createStorage } from '../../modules/uploads';
import { noDatabaseLimits } from '../limits';
import { openDatabase, type Database } from '../client';
import { seedCarsInBulk } from './bulk-cars';
import { seedMarketInBulk } from './bulk-market';
import { seedIfEmpty } from './seed';

const { values } = parseArgs({ options: { cars: { type: 'string' } } });
const extraCars = values.cars === undefined ? 0 : Number(values.cars);
if (!Number.isInteger(extraCars) || extraCars < 0) {
  console.error(`--cars must be a whole number, got "${values.cars ?? ''}"`);
  process.exit(1);
}

let config: Config;
let database: Database;
try {
  config = loadConfig();
  database = await openDatabase({
    // Bulk work without limits goes to PostgreSQL itself, never through a pooler (ADR 060).
    url: config.DATABASE_DIRECT_URL ?? config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pgdata'),
    purpose: 'seed',
    // A million cars go in by the hundred thousand: no statement limit.
    limits: noDatabaseLimits,
  });
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const storage = createStorage(config);
try {
  await database.migrate();
  const admin = await seedIfEmpty(database.db, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demo: config.SEED_DEMO_DATA,
    storage,
  });
  console.log(
    admin
      ? `Seeded. Super admin: ${admin.email}${admin.generated ? ` / ${admin.password}` : ' (password from ADMIN_PASSWORD)'}`
      : 'The database already has data; nothing seeded.',
  );
  if (extraCars > 0) {
    const started = performance.now();
    await seedCarsInBulk(database.db, extraCars, (done) => {
      process.stdout.write(
        `\r${done.toLocaleString('en-US')} / ${extraCars.toLocaleString('en-US')} cars`,
      );
    });
    await seedMarketInBulk(database.db, (done) => {
      process.stdout.write(`\roffers, ads and audit rows: car ${done.toLocaleString('en-US')}`);
    });
    console.log(
      `\nAdded ${extraCars.toLocaleString('en-US')} cars (with offers, ads, audit rows) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  storage.close();
  await database.close();
}
