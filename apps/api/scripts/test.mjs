// Runs the API suite on a fresh PGlite per file, then, when TEST_DATABASE_URL is set,
// the same suite again on PostgreSQL, so every run exercises both databases.
import { spawnSync } from 'node:child_process';

const vitest = (label, env) => {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const postgresUrl = process.env.TEST_DATABASE_URL;
vitest('PGlite', { TEST_DATABASE_URL: '' });
if (postgresUrl) vitest('PostgreSQL', { TEST_DATABASE_URL: postgresUrl });
