import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the open data APIs (search, OGC API – Features, feature services): any site's pages may read them, as they
 * read ArcGIS's. Tokens travel in headers or parameters, never cookies, so no credentials are allowed. Feature services
 * also take POSTed queries (`withPost`).
 *
 * @example
 * api.use('*', openDataCors());
 */
export function openDataCors(options: { readonly withPost?: boolean } = {}): MiddlewareHandler {
  return cors({
    origin: '*',
    allowMethods: options.withPost ? ['GET', 'POST', 'HEAD'] : ['GET', 'HEAD'],
    allowHeaders: ['Authorization', 'X-Esri-Authorization', ...(options.withPost ? ['Content-Type'] : [])],
  });
}
