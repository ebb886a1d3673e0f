// `npm run seed [-- --cars N]`: migrates the configured database, fills it if it is empty,
// and optionally adds N generated cars in bulk (for load tests), without starting the
// server. DATABASE_URL selects PostgreSQL; otherwise PGlite under DATA_DIR.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedCarsInBulk } from './bulk-cars';
import { seedIfEmpty } from './seed';

const { values } = parseArgs({ options: { cars: { type: 'string' } } });
const extraCars = values.cars === undefined ? 0 : Number(values.cars);
if (!Number.isInteger(extraCars) || extraCars < 0) {
  console.error(`--cars must be a whole number, got "${values.cars ?? ''}"`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pgdata'),
});
try {
  await database.migrate();
  const admin = await seedIfEmpty(database.db, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demo: config.SEED_DEMO_DATA,
    uploadsDir: config.S3_BUCKET ? undefined : config.uploadsDir,
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
    await database.db.execute(sql`analyze`);
    console.log(
      `\nAdded ${extraCars.toLocaleString('en-US')} cars in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await database.close();
}
