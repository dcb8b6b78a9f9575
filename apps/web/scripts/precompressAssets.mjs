// Brotli and gzip copies of the client build's text assets (`assets/*.js|mjs|css|json|svg`, 1 KB and over), written
// beside them at build time (ADR 0169): the server sends `name.br` to browsers that accept Brotli and `name.gz` to
// those that accept gzip, instead of compressing the same immutable file on every request — smaller (Brotli at its
// highest quality) and no CPU per request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client/assets');
const TEXT = /\.(?:js|mjs|css|json|svg)$/;
const MIN_BYTES = 1024;

let raw = 0;
let brotli = 0;
for (const name of fs.readdirSync(assets)) {
  const file = path.join(assets, name);
  if (!TEXT.test(name) || !fs.statSync(file).isFile()) continue;
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }));
  raw += bytes.length;
  brotli += br.length;
}
process.stdout.write(
  `precompressed ${(raw / 1024).toFixed(0)} KB of assets to ${(brotli / 1024).toFixed(0)} KB (Brotli)\n`,
);
