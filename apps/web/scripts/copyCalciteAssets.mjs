// Copies Calcite's assets (icons, translations) into the built client, so the workspace loads them from this
// server and never from a CDN: `dist/client/assets/calcite-{version}/assets/…` (see calciteAssetBase.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(web, 'package.json'));
const packageJson = require.resolve('@esri/calcite-components/package.json');
const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8'));
const from = path.join(path.dirname(packageJson), 'dist/cdn/assets');
const to = path.join(web, 'dist/client/assets', `calcite-${version}`, 'assets');

fs.rmSync(path.dirname(to), { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
process.stdout.write(`calcite assets ${version} copied to ${path.relative(web, to)}\n`);
