import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../app.ts';
import type { AppDeps, AppEnv } from '../http/appEnv.ts';
import { answerLoopbackInProcess } from '../lifecycle/answerLoopbackInProcess.ts';
import type { WebRenderer } from './webRenderer.ts';

/** Where the pages' loaders reach the portal: answered in process, never over a socket (port 9 refuses, if asked). */
const LOOPBACK_ORIGIN = 'http://127.0.0.1:9';

/** An app that draws real pages, and the function that puts `fetch` back. */
export interface PagesApp {
  readonly app: Hono<AppEnv>;
  close(): void;
}

/**
 * The whole app with server-rendered pages, as `startServer` builds it but without listening: the renderer's loaders
 * call the portal at a loopback address that this process answers itself (ADR 0168), so API tests can request pages,
 * feeds and APIs of one app. One at a time per process (it replaces the global `fetch` until closed).
 *
 * @example
 * const { renderer } = await createViteWebRenderer();
 * const pages = createPagesApp({ db: t.db, config: t.config, logger }, renderer);
 * await pages.app.request('http://data-riverside.localhost:3000/search?q=parks');
 * pages.close();
 */
export function createPagesApp(
  deps: AppDeps,
  renderer: WebRenderer,
  options: Omit<AppOptions, 'renderer' | 'internalPortalUrl'> = {},
): PagesApp {
  const app = createApp(deps, { ...options, renderer, internalPortalUrl: () => `${LOOPBACK_ORIGIN}/sharing/rest` });
  const restore = answerLoopbackInProcess(LOOPBACK_ORIGIN, (request) => app.fetch(request));
  return { app, close: restore };
}
