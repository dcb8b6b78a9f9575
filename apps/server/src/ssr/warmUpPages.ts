import type { Logger } from '../log/logger.ts';

/**
 * Draws a few pages once, in process, right after the server starts listening, so the first visitors find it warm.
 * A cold first page cost 1.3–2.2 s on the two-core machine (the web app's server chunks loaded and compiled, the
 * first queries planned) against 0.1–0.3 s after it; a burst of visitors in that window piled up in the admission
 * line and the overflow was shed (issue 40: 20 of 100 home pages right after a restart). Runs in the background:
 * `/healthz` answers meanwhile; a failure is logged and changes nothing.
 *
 * @example
 * void warmUpPages((request) => app.fetch(request), ['http://localhost:3000/'], logger);
 */
export async function warmUpPages(
  fetchPage: (request: Request) => Response | Promise<Response>,
  urls: readonly string[],
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  for (const url of urls) {
    try {
      const res = await fetchPage(new Request(url, { headers: { 'user-agent': 'plaza-warm-up' } }));
      await res.arrayBuffer();
      if (res.status >= 500) logger.warn('page warm-up answered an error', { url, status: res.status });
    } catch (error) {
      logger.warn('page warm-up failed', { url, error });
    }
  }
  logger.debug('pages warmed', { pages: urls.length, ms: Math.round(performance.now() - started) });
}
