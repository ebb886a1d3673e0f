// `vite build`, plus `--if-missing` (used by the root `npm start`): skip when a build exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
if (process.argv.includes('--if-missing') && existsSync(path.join(root, 'dist', 'index.html'))) {
  console.log('apps/web: dist/index.html exists, skipping the build');
} else {
  await build({ root, configFile: path.join(root, 'vite.config.ts') });
}
