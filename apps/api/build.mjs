// Bundles the API (and the contract it imports) into dist/, next to its migrations.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// The contract is TypeScript source in this repository: bundle it, keep npm packages external.
// Each entry point its package exports is an alias, so a new one needs no change here.
const contractDir = '../../packages/contract';
const { name, exports } = JSON.parse(await readFile(`${contractDir}/package.json`, 'utf8'));
const contractAliases = Object.fromEntries(
  Object.entries(exports).map(([subpath, file]) => [
    subpath === '.' ? name : `${name}/${subpath.slice(2)}`,
    `${contractDir}/${file.slice(2)}`,
  ]),
);

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  // What a start may not need (the demo seed, with faker) goes in chunks of its own, loaded by
  // its dynamic import() when used; one bundle would load all of it at start.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: contractAliases,
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
