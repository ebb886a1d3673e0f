// Bundles the API (and the contract it imports) into dist/, next to its migrations.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
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
