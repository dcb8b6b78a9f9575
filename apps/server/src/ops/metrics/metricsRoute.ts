import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import type { PlazaMetrics } from './createMetrics.ts';
import { mayScrape } from './metricsAccess.ts';

function remoteAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // A request handed to app.fetch in process (no socket) has no peer: not a scrape from this host.
    return undefined;
  }
}

/**
 * `GET /metrics` in Prometheus's text format (issue 42, ADR 0191), to those {@link mayScrape} lets in; others get a
 * 403 saying how to be let in. Never cached.
 *
 * @example
 * app.get('/metrics', metricsRoute(metrics));
 */
export function metricsRoute(metrics: PlazaMetrics) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const allowed = mayScrape(
      {
        remoteAddress: remoteAddress(c),
        authorization: c.req.header('authorization'),
        forwarded: ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => c.req.header(name) !== undefined),
      },
      c.get('deps').config.metricsToken,
    );
    c.header('Cache-Control', 'no-store');
    if (!allowed) {
      return c.text(
        'Forbidden: /metrics answers the loopback address, or a bearer token equal to PLAZA_METRICS_TOKEN.\n',
        403,
      );
    }
    const text = await metrics.registry.metrics();
    return c.body(text, 200, { 'Content-Type': metrics.registry.contentType });
  };
}
