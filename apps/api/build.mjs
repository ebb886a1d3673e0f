// Bundles the API (and the contract it imports) into dist/, next to its migrations.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

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
  // The contract is TypeScript source in this repository: bundle it, keep npm packages external.
  alias: {
    '@showroom/contract/catalogue': '../../packages/contract/src/message-catalogue.ts',
    '@showroom/contract': '../../packages/contract/src/index.ts',
  },
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
