import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { createApp } from '../../app.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { answerLoopbackInProcess } from '../../lifecycle/answerLoopbackInProcess.ts';
import { createLogger } from '../../log/logger.ts';
import type { WebServerEntry } from '../../ssr/webRenderer.ts';
import type { TestApp } from '../../testing/testApp.ts';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');
/** Where server-side rendering's loaders reach the portal: answered in this process, as the server does (ADR 0168). */
const INTERNAL = 'http://plaza.test';

/** The suite's app with server rendering of the web app's pages (from its sources, through Vite: no build needed). */
export interface SiteRenderer {
  readonly app: Hono<AppEnv>;
  close(): Promise<void>;
}

/**
 * Puts server rendering in front of a test app's database, as `npm start` serves pages: a request for
 * `http://{subdomain}-{org}.localhost:3000/` is the site's home page, rendered by the web app's own loaders.
 *
 * @example
 * const renderer = await startSiteRenderer(t);
 * const { status, html } = await renderedPage(renderer, 'http://data-riverside.localhost:3000/');
 */
export async function startSiteRenderer(t: TestApp): Promise<SiteRenderer> {
  const vite: ViteDevServer = await createViteServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const app = createApp(
    { db: t.db, config: t.config, logger: createLogger('silent'), telemetry: t.telemetry },
    {
      renderer: {
        render: async (request, portalUrl, nonce) => {
          const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebServerEntry;
          return entry.render(request, {
            portalUrl,
            nonce,
            assets: { scripts: [], styles: [], preloads: [], headHtml: '' },
          });
        },
      },
      internalPortalUrl: () => `${INTERNAL}/sharing/rest`,
    },
  );
  const restore = answerLoopbackInProcess(INTERNAL, (request) => app.fetch(request));
  return {
    app,
    close: async () => {
      restore();
      await vite.close();
    },
  };
}

/** A rendered page's status and markup. */
export async function renderedPage(renderer: SiteRenderer, url: string): Promise<{ status: number; html: string }> {
  const response = await renderer.app.request(url);
  return { status: response.status, html: await response.text() };
}
