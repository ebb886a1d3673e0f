// `npm run cluster [-- --processes N --port P]`: Showroom as a small cluster on this machine — N API
// processes (default 2, or CLUSTER_PROCESSES) behind HAProxy, one throwaway PostgreSQL, Redis
// and an S3-compatible bucket — until Ctrl+C or SIGTERM, which stop everything and remove
// every temporary folder. HAProxy comes from the system: installed with apt-get when missing
// and this runs as root, otherwise the script says how to get it.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildWebApp } from '../scripts/build-if-stale.mjs';
import { haproxyBinary, startCluster, type Cluster } from './cluster';

function ensureHaproxy() {
  try {
    haproxyBinary();
    return;
  } catch (error) {
    if (process.getuid?.() !== 0 || !spawnSync('sh', ['-c', 'command -v apt-get']).stdout.length)
      throw error;
  }
  console.log('Installing HAProxy (apt-get install haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    if (install() !== 0) throw new Error('apt-get install haproxy failed');
  }
  haproxyBinary();
}

const { values } = parseArgs({
  options: { processes: { type: 'string', short: 'n' }, port: { type: 'string', short: 'p' } },
  allowPositionals: false,
});
const processes = Number(values.processes ?? process.env.CLUSTER_PROCESSES ?? 2);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
  console.error('--processes: a whole number from 1 to 16');
  process.exit(2);
}

const port = Number(values.port ?? process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('--port: a port number from 1 to 65535');
  process.exit(2);
}

let cluster: Cluster | undefined;
let stopping = false;
// Read through a call: set by a signal while the start awaits.
const stopAsked = () => stopping;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster…`);
  // While starting, the start finishes first and stops what it started.
  if (!cluster) return;
  await cluster.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  ensureHaproxy();
  // The web app, served by every API process, as `npm start` builds it.
  buildWebApp();
  console.log(`Starting PostgreSQL, Redis, S3, HAProxy and ${processes} API processes…`);
  cluster = await startCluster({
    processes,
    port,
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    ownProcessGroups: true,
  });
  const started = cluster;
  // Each process's log goes on to this terminal, prefixed with its number.
  for (const api of started.apiProcesses) {
    const prefix = (chunk: Buffer) =>
      process.stdout.write(
        chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => `[api${api.index}] ${line}\n`)
          .join(''),
      );
    api.child?.stdout?.on('data', prefix);
    api.child?.stderr?.on('data', prefix);
  }
  console.log(
    [
      '',
      `Showroom cluster is ready at ${started.url.replace('127.0.0.1', 'localhost')}`,
      `Sign in as ${started.adminEmail} with password ${started.adminPassword}`,
      `API processes: ${started.apiProcesses.map((api) => api.url).join(', ')} (behind HAProxy)`,
      `PostgreSQL: ${started.postgres.url}`,
      `Redis: ${started.redisUrl}`,
      `S3: ${started.s3.endpoint} bucket ${started.s3.bucket}`,
      'Ctrl+C stops everything.',
      '',
    ].join('\n'),
  );
  if (stopAsked()) {
    await cluster.close();
    process.exit(0);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await cluster?.close();
  process.exit(1);
}
