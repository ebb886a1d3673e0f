// `npm start`: builds what is missing or out of date, then runs the API, which also serves
// the web app. It runs in this process so Ctrl+C and SIGTERM reach the server directly.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);

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

function buildIfStale(workspace, output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built > newest(...sources)) return;
  console.log(`Building ${workspace}…`);
  execFileSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
}

const contract = at('packages/contract/src');
if (existsSync(at('apps/web/package.json')) && existsSync(at('apps/web/index.html'))) {
  buildIfStale('apps/web', at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/index.html'),
    contract,
  ]);
}
buildIfStale('apps/api', at('apps/api/dist/server.js'), [at('apps/api/src'), contract]);

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(at('apps/api/dist/server.js')).href);
