import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { WebRenderer, WebServerEntry } from './webRenderer.ts';

/** The web app's sources, beside the server's. */
export const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

/** A renderer over the web app's sources, and the Vite server that compiles them. */
export interface ViteWebRenderer {
  readonly renderer: WebRenderer;
  readonly vite: ViteDevServer;
  close(): Promise<void>;
}

/**
 * Renders the web app's pages from its sources through Vite (no build needed), for the API tests that
 * fuzz or load real pages (development keeps its own, with HMR).
 *
 * @example
 * const { renderer, close } = await createViteWebRenderer();
 * const app = createApp(deps, { renderer, internalPortalUrl: () => 'http://plaza.test/sharing/rest' });
 */
export async function createViteWebRenderer(options: { readonly headHtml?: string } = {}): Promise<ViteWebRenderer> {
  const vite = await createViteServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const renderer: WebRenderer = {
    render: async (request, portalUrl, nonce, onError) => {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebServerEntry;
      // No HMR client or React Refresh preamble: nothing here reloads, and the page is the one the build would draw.
      return entry.render(request, {
        portalUrl,
        nonce,
        ...(onError ? { onError } : {}),
        assets: { scripts: ['/src/entry-client.tsx'], styles: [], preloads: [], headHtml: options.headHtml ?? '' },
      });
    },
  };
  return { renderer, vite, close: () => vite.close() };
}
