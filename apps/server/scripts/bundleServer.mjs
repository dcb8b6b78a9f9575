// The server as one JavaScript file (`apps/server/dist/main.js`) for `npm start` (issue 24 item 8, ADR 0167): Node
// then loads one module instead of transpiling some 600 TypeScript files through tsx at every start. Plaza's own
// code (the server and `@plaza/core`) is bundled; every installed package stays an import, resolved from
// node_modules as before. A source map keeps stack traces pointing at the TypeScript.
//
//   node apps/server/scripts/bundleServer.mjs     (npm run build -w @plaza/server)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the bundle is written. */
export const SERVER_BUNDLE = path.join(serverRoot, 'dist/main.js');

/** Bundles `src/main.ts` into {@link SERVER_BUNDLE}. */
export async function bundleServer() {
  await build({
    entryPoints: [path.join(serverRoot, 'src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'installed-packages-stay-imports',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@plaza/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await bundleServer();
