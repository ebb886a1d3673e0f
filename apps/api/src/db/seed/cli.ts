// `npm run seed`: migrates the configured database and fills it if it is empty, without
// starting the server. DATABASE_URL selects PostgreSQL; otherwise PGlite under DATA_DIR.
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedIfEmpty } from './seed';

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
} finally {
  await database.close();
}
