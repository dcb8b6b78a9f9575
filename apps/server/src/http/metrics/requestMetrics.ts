import type { MiddlewareHandler } from 'hono';
import type { PlazaMetrics } from '../../ops/metrics/createMetrics.ts';
import type { AppEnv } from '../appEnv.ts';
import { routeFamily } from './routeFamily.ts';

/**
 * Counts every answer by route family and status class, and times it to its headers (issue 42). Mounted first, so a
 * thrown error (answered by the error handler) and a 503 from admission control are counted like any other answer.
 *
 * @example
 * app.use('*', requestMetrics(metrics));
 */
export function requestMetrics(metrics: PlazaMetrics, clock: () => number = performance.now.bind(performance)) {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = clock();
    try {
      await next();
    } finally {
      metrics.observeRequest(routeFamily(c.req.path), c.res.status, (clock() - started) / 1000);
    }
  };
  return middleware;
}
