// `npm run backup [-- --out <folder>]`: backs up the configured database (PGlite under
// DATA_DIR, or PostgreSQL at DATABASE_URL) and the local uploads into one folder.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config';
import { createBackup } from '../src/lib/backup';
import { DataDirError } from '../src/lib/data-dir';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

try {
  const config = loadConfig();
  const started = performance.now();
  const { folder, manifest } = await createBackup(config, values.out);
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    [
      `Backed up ${Object.keys(manifest.tables).length} tables (${rows.toLocaleString('en-US')} rows)${manifest.uploads ? ' and the uploads' : ''} in ${((performance.now() - started) / 1000).toFixed(1)} s to`,
      `  ${folder}`,
      `Restore with: npm run restore -- ${folder}`,
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof Error ? `Backup failed: ${error.message}` : error);
  process.exit(1);
}
