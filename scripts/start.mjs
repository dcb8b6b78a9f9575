// `npm start`: builds the web app when its build is missing or older than its sources,
// then runs the server in this process (TypeScript through tsx), so signals reach it directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtMarkers = [path.join(web, 'dist/client/.vite/manifest.json'), path.join(web, 'dist/server/entry-server.js')];
const sources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'vite.config.ts'),
  path.join(root, 'packages/core/src'),
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsCurrent() {
  if (!builtMarkers.every((file) => fs.existsSync(file))) return false;
  const builtAt = Math.min(...builtMarkers.map((file) => fs.statSync(file).mtimeMs));
  return Math.max(...sources.map(newestMtime)) <= builtAt;
}

if (!buildIsCurrent()) {
  process.stdout.write('plaza: building the web app...\n');
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@plaza/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('plaza: the web build failed; see the output above.\n');
    process.exit(result.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
