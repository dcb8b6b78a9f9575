// The server as one JavaScript file (`apps/server/dist/main.js`) for `npm start` (issue 24 item 8, ADR 0167): Node
// then loads one module instead of transpiling some 600 TypeScript files through tsx at every start. Plaza's own
// code (the server and `@plaza/core`) and the installed packages it uses are bundled (ADR 0218: resolving and loading
// some 290 modules of packages cost a warm start about a second); PGlite stays an import, resolved from node_modules.
// A source map keeps stack traces pointing at the TypeScript.
//
//   node apps/server/scripts/bundleServer.mjs     (npm run build -w @plaza/server)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the bundle is written. */
export const SERVER_BUNDLE = path.join(serverRoot, 'dist/main.js');

/** Packages left as imports: PGlite finds its WebAssembly and data files beside its own modules. */
const STAY_IMPORTS = ['@electric-sql/pglite', 'pg-native'];

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
    // The map points at the sources on disk; carrying their text too would double what a start reads and parses.
    sourcesContent: false,
    logLevel: 'warning',
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __plazaCreateRequire } from 'node:module'; const require = __plazaCreateRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'installed-packages-stay-imports',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            STAY_IMPORTS.some((name) => args.path === name || args.path.startsWith(`${name}/`))
              ? { path: args.path, external: true }
              : undefined,
          );
        },
      },
    ],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await bundleServer();
