import type { HubService } from '@plaza/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import type { ServiceHealth } from './serviceHealth.ts';

/**
 * Times every answer of a served hub service and tells `health` (ADR 0239): the service is the one whose path prefix
 * (`SERVED_SERVICES`) the request's path starts with; other requests (pages, assets) are no service's.
 *
 * @example
 * app.use('*', observeServices(health, SERVED_SERVICES));
 */
export function observeServices(
  health: ServiceHealth,
  served: Readonly<Record<HubService, string | null>>,
): MiddlewareHandler<AppEnv> {
  const prefixes = (Object.entries(served) as [HubService, string | null][])
    .filter((entry): entry is [HubService, string] => entry[1] !== null)
    .sort((a, b) => b[1].length - a[1].length);
  return async (c, next) => {
    const path = c.req.path;
    const service = prefixes.find(([, prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[0];
    if (!service) return next();
    const begun = performance.now();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      health.observe(service, { status, ms: performance.now() - begun });
    }
  };
}
