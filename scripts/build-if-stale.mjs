// Builds a workspace when its output is missing or older than its sources: `npm start` and
// `npm run cluster` run what is built, and build it first when the sources have changed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of the given files and of the files under the given folders. */
function newest(...dirs) {
  let latest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (statSync(dir).isFile()) {
      latest = Math.max(latest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return latest;
}

export function buildIfStale(workspace, output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built > newest(...sources)) return;
  console.log(`Building ${workspace}…`);
  execFileSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
}

/** The API bundle (apps/api/dist/server.js), built first if its sources are newer. */
export function buildApi() {
  const output = at('apps/api/dist/server.js');
  buildIfStale('apps/api', output, [at('apps/api/src'), at('packages/contract/src')]);
  return output;
}

/** The web app (apps/web/dist), built first if its sources are newer; the API serves it. */
export function buildWebApp() {
  if (!existsSync(at('apps/web/package.json')) || !existsSync(at('apps/web/index.html'))) return;
  buildIfStale('apps/web', at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('packages/contract/src'),
  ]);
}
