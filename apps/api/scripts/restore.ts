// `npm run restore -- <backup folder> [--replace]`: puts a backup made by `npm run backup`
// back into the configured database and checks every table against the backup's manifest.
// A PGlite folder in use by a running server is refused; the folder it replaces is moved
// aside, never deleted. An existing PostgreSQL database is replaced only with --replace.
import { parseArgs } from 'node:util';
import { restoreBackup } from '../src/lib/backup';
import { runCommand } from './run-command';

const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [from] = positionals;
if (!from || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup folder> [--replace]');
  process.exit(1);
}

await runCommand('Restore', async (config, elapsedSeconds) => {
  const { manifest, movedAside, files, notes } = await restoreBackup(config, from, {
    replace: values.replace,
  });
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  return [
    `Restored the backup of ${manifest.createdAt}: ${Object.keys(manifest.tables).length} tables, ${rows.toLocaleString('en-US')} rows, each checked against the backup (${elapsedSeconds()} s).`,
    ...(files > 0 ? [`Put back ${String(files)} files, as many as the backup lists.`] : []),
    ...movedAside.map((aside) => `What was there before is kept in ${aside}`),
    ...notes,
  ].join('\n');
});
