import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { readConfig } from './config/config.ts';
import { createLogger } from './log/logger.ts';
import { startServer } from './server.ts';
import { deploymentHead, type WebServerEntry } from './ssr/webRenderer.ts';

// `npm run dev`: the same server, with Vite in middleware mode in front of it (HMR, on-the-fly
// transforms) and the web app's server entry loaded through Vite instead of the built bundle.
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const config = readConfig();
const logger = createLogger(config.logLevel, undefined, config.logFormat);
const vite = await createViteServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });

const running = await startServer(config, logger, {
  frontMiddleware: vite.middlewares,
  renderer: () =>
    Promise.resolve({
      render: async (request, portalUrl, nonce) => {
        const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebServerEntry;
        const headHtml = await vite.transformIndexHtml(new URL(request.url).pathname, '<html><head></head></html>');
        const head = /<head>([\s\S]*)<\/head>/.exec(headHtml)?.[1] ?? '';
        // Vite's inline preamble runs under the page's Content-Security-Policy too, and the styles Vite injects take the
        // nonce from the csp-nonce meta (ADR 0185).
        const preamble = `<meta property="csp-nonce" nonce="${nonce}">${head.replace(/<script\b/g, `<script nonce="${nonce}"`)}`;
        return entry.render(request, {
          portalUrl,
          nonce,
          assets: {
            scripts: ['/src/entry-client.tsx'],
            styles: [],
            preloads: [],
            headHtml: `${preamble}${deploymentHead(config)}`,
          },
        });
      },
    }),
});
process.stdout.write(`\n  Plaza (development, HMR) at ${running.url}\n\n`);

const stop = (): void => {
  void running
    .close(2000)
    .then(() => vite.close())
    .then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
