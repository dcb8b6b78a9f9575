import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { loadReplayOrg, type ReplayOrg } from './loadReplayOrg.ts';
import type { ReplayState } from './replayContext.ts';
import { replayHubRoutes } from './replayHubRoutes.ts';
import { replayOAuthRoutes } from './replayOAuthRoutes.ts';
import { replaySharingRoutes } from './replaySharingRoutes.ts';

/** A running replay portal. */
export interface ReplayPortal {
  /** The server's origin, `http://127.0.0.1:{port}`. */
  readonly origin: string;
  /** The portal REST roots: the ArcGIS Online org's and the Enterprise portal's. */
  readonly portalUrl: string;
  readonly enterprisePortalUrl: string;
  /** Every request the portal answered (method and path), for tests that count calls. */
  readonly requests: string[];
  close(): Promise<void>;
}

export interface ReplayPortalOptions {
  readonly port?: number;
  /** The org to serve at `/sharing/rest` (default `dc`) and the Enterprise portal at `/portal/sharing/rest`. */
  readonly org?: ReplayOrg;
  readonly enterprise?: ReplayOrg;
  /** Holds each item data answer this long (a slow portal: tests stop an import midway). */
  readonly dataDelayMs?: number;
}

/**
 * Builds the replay portal's app: the recorded ArcGIS Online org at `/sharing/rest` with its hub services at `/api`,
 * the recorded Enterprise portal at `/portal/sharing/rest` (no hub services, as Enterprise has none).
 *
 * @example
 * const app = createReplayPortalApp(loadReplayOrg('dc'), loadReplayOrg('enterprise'));
 */
export function createReplayPortalApp(
  org: ReplayOrg,
  enterprise: ReplayOrg,
  requests: string[] = [],
  dataDelayMs = 0,
): Hono {
  const app = new Hono({ strict: false });
  app.use('*', async (c, next) => {
    const path = new URL(c.req.url).pathname;
    requests.push(`${c.req.method} ${path}`);
    if (dataDelayMs > 0 && /\/content\/items\/[^/]+\/data$/.test(path)) {
      await new Promise((resolve) => setTimeout(resolve, dataDelayMs));
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  });
  const cloud: ReplayState = { org, issued: new Map(), codes: new Map(), basePath: '' };
  const onPremises: ReplayState = { org: enterprise, issued: new Map(), codes: new Map(), basePath: '/portal' };
  app.route('/sharing/rest/oauth2', replayOAuthRoutes(cloud));
  app.route('/sharing/rest', replaySharingRoutes(cloud));
  app.route('/api', replayHubRoutes(cloud));
  app.route('/portal/sharing/rest/oauth2', replayOAuthRoutes(onPremises));
  app.route('/portal/sharing/rest', replaySharingRoutes(onPremises));
  return app;
}

/**
 * Starts the replay portal on 127.0.0.1 (a free port unless one is given).
 *
 * @example
 * const replay = await startReplayPortal();
 * await getItem(id, { portal: replay.portalUrl });
 * await replay.close();
 */
export async function startReplayPortal(options: ReplayPortalOptions = {}): Promise<ReplayPortal> {
  const requests: string[] = [];
  const app = createReplayPortalApp(
    options.org ?? loadReplayOrg('dc'),
    options.enterprise ?? loadReplayOrg('enterprise'),
    requests,
    options.dataDelayMs,
  );
  let server: ServerType | undefined;
  const origin = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  return {
    origin,
    portalUrl: `${origin}/sharing/rest`,
    enterprisePortalUrl: `${origin}/portal/sharing/rest`,
    requests,
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
