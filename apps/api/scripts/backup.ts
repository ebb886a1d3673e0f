// `npm run backup [-- --out <folder>]`: backs up the configured database (PGlite under
// DATA_DIR, or PostgreSQL at DATABASE_URL) and the uploaded files (the local folder, or every
// object of the S3 bucket) into one folder.
import { parseArgs } from 'node:util';
import { createBackup, type BackupManifest } from '../src/lib/backup';
import { runCommand } from './run-command';

const filesOf = (manifest: BackupManifest) =>
  `${String(manifest.files?.count ?? 0)} files from ${manifest.storage === 's3' ? 'the bucket' : 'the uploads folder'}`;

const { values } = parseArgs({ options: { out: { type: 'string' } } });

await runCommand('Backup', async (config, elapsedSeconds) => {
  const { folder, manifest } = await createBackup(config, values.out);
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  return [
    `Backed up ${Object.keys(manifest.tables).length} tables (${rows.toLocaleString('en-US')} rows)${manifest.uploads ? ` and ${filesOf(manifest)}` : ''} in ${elapsedSeconds()} s to`,
    `  ${folder}`,
    `Restore with: npm run restore -- ${folder}`,
  ].join('\n');
});
