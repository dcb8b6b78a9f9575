// `npm start`: builds the web app and bundles the server when either is missing or older than its sources, then runs
// the bundled server in this process, so signals reach it directly. The server is plain JavaScript by then (ADR 0167):
// a start loads one module instead of transpiling the TypeScript sources through tsx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const server = path.join(root, 'apps/server');
const core = path.join(root, 'packages/core/src');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether every output exists and is newer than every source. */
function isCurrent(outputs, sources) {
  if (!outputs.every((file) => fs.existsSync(file))) return false;
  const builtAt = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  return Math.max(...sources.map(newestMtime)) <= builtAt;
}

function build(what, workspace) {
  process.stdout.write(`plaza: building ${what}...\n`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`plaza: the ${what} build failed; see the output above.\n`);
    process.exit(result.status ?? 1);
  }
}

const webBuilt = [path.join(web, 'dist/client/.vite/manifest.json'), path.join(web, 'dist/server/entry-server.js')];
if (!isCurrent(webBuilt, [path.join(web, 'src'), path.join(web, 'public'), path.join(web, 'vite.config.ts'), core])) {
  build('the web app', '@plaza/web');
}
const serverBundle = path.join(server, 'dist/main.js');
if (!isCurrent([serverBundle], [path.join(server, 'src'), path.join(server, 'scripts'), core])) {
  build('the server', '@plaza/server');
}

// The bundle no longer sits where the sources compute the web build's folder from; say where it is.
process.env.PLAZA_WEB_DIST ??= path.join(web, 'dist');
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
