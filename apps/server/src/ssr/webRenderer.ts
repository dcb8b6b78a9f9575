import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the web app's server entry (`apps/web/src/entry-server.tsx`) exports. The server
 * loads it at run time (built bundle in production, Vite in development) and never imports
 * web code statically.
 */
export interface WebServerEntry {
  render(request: Request, options: RenderOptions): Promise<Response>;
}

export interface RenderOptions {
  /** Where server-side loaders reach the portal's REST contract (the server's own loopback address by default). */
  readonly portalUrl: string;
  readonly assets: PageAssets;
  /** The Content-Security-Policy nonce of this page's scripts. */
  readonly nonce?: string;
  /** Told the loader error behind a page that answers 5xx (the server logs it). */
  readonly onError?: (error: unknown) => void;
}

/** The tags a page needs: the client entry script, its stylesheets and modules to preload. */
export interface PageAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly preloads: readonly string[];
  /**
   * The modules each lazily loaded route needs, by its source module (`src/scenes/Content/ContentRoute.tsx`): the page
   * preloads those of the routes it rendered, so the browser fetches them with the entry instead of after it.
   */
  readonly routePreloads?: Readonly<Record<string, readonly string[]>>;
  /** Extra HTML for the head (Vite's client and React refresh preamble in development). */
  readonly headHtml: string;
}

export interface WebRenderer {
  render(request: Request, portalUrl: string, nonce: string, onError?: (error: unknown) => void): Promise<Response>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * The head markup every page carries for this deployment: the basemap style it configured (ADR 0119).
 *
 * @example
 * deploymentHead({ basemapStyle: 'https://tiles.example.org/style.json' });
 * // '<meta name="plaza-basemap-style" content="https://tiles.example.org/style.json">'
 */
export function deploymentHead(config: { readonly basemapStyle: string | undefined }): string {
  if (!config.basemapStyle) return '';
  const escaped = config.basemapStyle.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<meta name="plaza-basemap-style" content="${escaped}">`;
}

/**
 * Loads the production build: the client manifest (hashed asset names) and the server bundle.
 * Throws a clear error when the web app has not been built.
 */
export async function loadProductionRenderer(webDistDir: string, headHtml = ''): Promise<WebRenderer> {
  const manifestPath = path.join(webDistDir, 'client', '.vite', 'manifest.json');
  const entryPath = path.join(webDistDir, 'server', 'entry-server.js');
  let manifestText: string;
  try {
    manifestText = await fs.readFile(manifestPath, 'utf8');
  } catch {
    throw new Error(`The web app is not built (${manifestPath} is missing). Run "npm run build" or "npm start".`);
  }
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  const assets = { ...assetsFromManifest(manifest), headHtml };
  const entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
  return {
    render: (request, portalUrl, nonce, onError) =>
      entry.render(request, { portalUrl, assets, nonce, ...(onError ? { onError } : {}) }),
  };
}

/**
 * The assets of every page from the client build's manifest: the entry, its stylesheets and the modules it imports,
 * and — for each lazily loaded scene — the modules it needs beyond those.
 *
 * @example
 * assetsFromManifest(manifest).routePreloads?.['src/scenes/Content/ContentRoute.tsx']; // ['/assets/ContentRoute-….js', …]
 */
export function assetsFromManifest(manifest: Readonly<Record<string, ManifestChunk>>): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The web manifest has no entry for ${CLIENT_ENTRY}.`);
  const styles = new Set<string>(entry.css ?? []);
  // The chunks a key imports, transitively (static imports only), leaving out files in `skip`.
  const closure = (key: string, into: Map<string, ManifestChunk>, skip: ReadonlySet<string>): void => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file) || skip.has(chunk.file)) return;
    into.set(chunk.file, chunk);
    for (const inner of chunk.imports ?? []) closure(inner, into, skip);
  };
  const imported = new Map<string, ManifestChunk>();
  for (const key of entry.imports ?? []) closure(key, imported, new Set());
  for (const chunk of imported.values()) for (const css of chunk.css ?? []) styles.add(css);
  const preloads = [...imported.keys()];
  const shared = new Set([entry.file, ...preloads]);
  const routePreloads: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith('src/scenes/')) continue;
    const needed = new Map<string, ManifestChunk>();
    closure(key, needed, shared);
    routePreloads[key] = [...needed.keys()].map((file) => `/${file}`);
  }
  return {
    scripts: [`/${entry.file}`],
    styles: [...styles].map((file) => `/${file}`),
    preloads: preloads.map((file) => `/${file}`),
    routePreloads,
    headHtml: '',
  };
}
