import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { openerPolicy } from './http/openerPolicy.ts';
import { serveStatic } from '@hono/node-server/serve-static';
import { callerMiddleware } from './auth/callerMiddleware.ts';
import { statusRoutes } from './hub/status/statusRoutes.ts';
import { observeServices } from './hub/status/observeServices.ts';
import { ServiceHealth } from './hub/status/serviceHealth.ts';
import { servedServicesOf } from './hub/status/servedServices.ts';
import { featureAdminRoutes } from './features/admin/featureAdminRoutes.ts';
import { featureServerRoutes } from './features/featureServerRoutes.ts';
import { datasetProxyRoutes } from './features/csvProxy/datasetProxyRoutes.ts';
import { abilitiesRoutes } from './hub/abilities/abilitiesRoutes.ts';
import { datasetsRoutes } from './hub/datasets/datasetsRoutes.ts';
import { domainsRoutes } from './hub/domains/domainsRoutes.ts';
import { OGC_FEATURES_PATH, ogcFeaturesRoutes } from './hub/ogcFeatures/ogcFeaturesRoutes.ts';
import { eventsRoutes } from './hub/events/eventsRoutes.ts';
import { discussionsRoutes } from './hub/discussions/discussionsRoutes.ts';
import { settingsRoutes } from './hub/discussions/settingsRoutes.ts';
import { downloadRoutes } from './hub/downloads/downloadRoutes.ts';
import { jobsRoutes } from './hub/jobs/jobsRoutes.ts';
import { geometryServerRoutes } from './hub/geometry/geometryServerRoutes.ts';
import { GEOMETRY_SERVICE_PATH } from './http/geometryServicePath.ts';
import { postRecordsRoutes } from './hub/discussions/postRecordsRoutes.ts';
import { registrationsRoutes } from './hub/events/registrationsRoutes.ts';
import { searchApiRoutes } from './hub/search/searchApiRoutes.ts';
import { telemetryRoutes } from './hub/telemetry/telemetryRoutes.ts';
import { insertTelemetryEvents } from './db/repositories/telemetryRepository.ts';
import { TelemetryQueue } from './db/telemetryQueue.ts';
import { pingDatabase } from './db/database.ts';
import type { AppDeps, AppEnv } from './http/appEnv.ts';
import { bodyLimit } from './http/bodyLimit.ts';
import { handleError } from './http/errorHandler.ts';
import { requestBodyLimit } from './http/requestBodyLimit.ts';
import { pageCsp, newNonce } from './http/contentSecurityPolicy.ts';
import { requestLog } from './http/requestLog.ts';
import { rejectMalformedPath } from './http/malformedPath.ts';
import { requestProtocol } from './http/requestProtocol.ts';
import { transportHeaders } from './http/transportHeaders.ts';
import { anonymousResponseCache } from './http/responseCache/anonymousResponseCache.ts';
import { ResponseStore } from './http/responseCache/ResponseStore.ts';
import { admissionControl } from './http/admission/admissionControl.ts';
import { AdmissionQueue, type AdmissionLimits } from './http/admission/AdmissionQueue.ts';
import { communityRoutes } from './portal/community/communityRoutes.ts';
import { generateTokenRoutes } from './portal/generateToken/generateTokenRoutes.ts';
import { SERVER_ROOT_PATH } from './http/authInfo.ts';
import { infoRoutes } from './portal/info/infoRoutes.ts';
import { oauth2Routes } from './portal/oauth2/oauth2Routes.ts';
import { passwordResetRoutes } from './portal/account/passwordResetRoutes.ts';
import { signUpRoutes } from './portal/account/signUpRoutes.ts';
import { notificationsRoutes } from './notifications/notificationsRoutes.ts';
import { portalErrors } from './errors/portalError.ts';
import { connectorDomainRoutes } from './connector/connectorDomainRoutes.ts';
import { portalGatewayRoutes } from './connector/portalGatewayRoutes.ts';
import { remoteCallerMiddleware } from './connector/remoteCallerMiddleware.ts';
import { portalsRoutes } from './portal/portals/portalsRoutes.ts';
import { contentRoutes } from './portal/content/contentRoutes.ts';
import { spoolUploads } from './portal/content/uploads/spoolUploads.ts';
import { searchRoutes } from './portal/search/searchRoutes.ts';
import { portalHomeRoutes } from './portal/home/portalHomeRoutes.ts';
import type { WebRenderer } from './ssr/webRenderer.ts';
import { createMetrics, type PlazaMetrics } from './ops/metrics/createMetrics.ts';
import { metricsRoute } from './ops/metrics/metricsRoute.ts';
import { readinessRoute } from './ops/readiness/readinessRoute.ts';
import { requestMetrics } from './http/metrics/requestMetrics.ts';
import { countCacheLookups, countShedRequests } from './http/metrics/instrumentStores.ts';

export interface AppOptions {
  /** Renders public pages; absent in API-only tests. */
  readonly renderer?: WebRenderer;
  /** Folder of built client assets (`apps/web/dist/client`); absent in development and tests. */
  readonly clientDir?: string;
  /** The portal URL server-side rendering calls; known once the server listens. */
  readonly internalPortalUrl?: () => string;
  /** How many requests run at once and wait (`admissionLimitsFor` the database), or the line itself; none: no gate. */
  readonly admission?: AdmissionLimits | AdmissionQueue;
  /** The process's metrics (`/metrics`, ADR 0191), shared with its job loop; absent, the app keeps its own. */
  readonly metrics?: PlazaMetrics;
  /** True once the server is stopping: `/readyz` answers 503. */
  readonly draining?: () => boolean;
  /** True while the web app is still being loaded after a start: `/readyz` answers 503. */
  readonly pagesLoading?: () => boolean;
  /** Each hub service's state (ADR 0239); absent, the app keeps its own. */
  readonly serviceHealth?: ServiceHealth;
}

/**
 * Builds the whole HTTP application (portal, hub services, pages) without listening,
 * so tests can call `app.request()` against a real database.
 *
 * @example
 * const app = createApp({ db, config, logger });
 * const res = await app.request('/healthz');
 */
export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<AppEnv> {
  // Portal clients add trailing slashes (e.g. `oauth2/revokeToken/`); treat them as the same route.
  const app = new Hono<AppEnv>({ strict: false });
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Every answer counted and timed by route family for /metrics (issue 42, ADR 0191).
  const metrics = options.metrics ?? createMetrics({ db: deps.db });
  app.use('*', requestMetrics(metrics));
  app.use('*', requestLog());
  app.use(
    '*',
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
      strictTransportSecurity: false,
    }),
  );
  // Sign-in popups pass through the portal's host and must keep their opener (ADR 0109).
  app.use('*', openerPolicy());
  app.use('*', compress());
  // HSTS over HTTPS, no-store on a signed-in caller's JSON (issue 12, ADR 0114).
  app.use('*', transportHeaders());
  // A path that does not decode is refused before any route reads it (issue 40).
  app.use('*', rejectMalformedPath());
  // Every body is limited before anything reads it (issue 12, ADR 0110).
  app.use('*', bodyLimit(requestBodyLimit));
  // Connector mode: the portal contract is a remote portal's, answered on this origin (issue 41, ADR 0201).
  const connector = deps.config.connector;
  // Each hub service's answers, timed for the status page and the pages' banners (issue 43 item 8, ADR 0239).
  const served = servedServicesOf(Boolean(connector));
  const serviceHealth = options.serviceHealth ?? new ServiceHealth(served, deps.now);
  app.use('*', observeServices(serviceHealth, served));
  if (connector) app.route('/sharing/rest', portalGatewayRoutes(connector, deps.config.baseDomain));
  // Uploads are streamed to temporary files before anything reads the body (ADR 0052).
  app.use('/sharing/rest/content/*', spoolUploads());
  // A profile picture comes with the profile update (issue 19).
  app.use('/sharing/rest/community/users/:username/update', spoolUploads());
  // Requests wait in a short fair line for the database, or get a 503 (issue 24, ADR 0166); a page is one unit with
  // the portal calls it makes (issue 40, ADR 0184).
  if (options.admission) {
    const line =
      options.admission instanceof AdmissionQueue ? options.admission : new AdmissionQueue(options.admission);
    app.use('*', admissionControl(countShedRequests(line, metrics)));
  }
  // Who is calling: before every portal and hub route, whatever order those are mounted in.
  app.use('/sharing/rest/*', callerMiddleware('sharing'));
  app.use('/api/*', connector ? remoteCallerMiddleware(connector) : callerMiddleware('api'));
  app.use(`${SERVER_ROOT_PATH}/rest/services/*`, callerMiddleware('sharing'));
  app.use(`${SERVER_ROOT_PATH}/rest/admin/*`, callerMiddleware('sharing'));
  // Repeated anonymous reads of the portal answered from memory while the data version stands (issue 24, ADR 0164).
  app.use('*', anonymousResponseCache(countCacheLookups(new ResponseStore(), metrics)));

  app.get('/healthz', async (c) => {
    await pingDatabase(deps.db);
    return c.json({ status: 'ok' });
  });
  // Readiness beside liveness, and the Prometheus scrape (loopback or PLAZA_METRICS_TOKEN only); ADR 0191.
  app.get('/readyz', readinessRoute(options.draining, options.pagesLoading));
  app.get('/metrics', metricsRoute(metrics));

  const sharing = new Hono<AppEnv>();
  sharing.route('/generateToken', generateTokenRoutes());
  sharing.route('/info', infoRoutes());
  sharing.route('/community', communityRoutes());
  // "Forgot your password?" and self sign-up beside the sign-in form (issue 43 item 7, ADR 0207).
  sharing.route('/oauth2', passwordResetRoutes());
  sharing.route('/oauth2', signUpRoutes());
  sharing.route('/oauth2', oauth2Routes());
  sharing.route('/portals', portalsRoutes());
  sharing.route('/content', contentRoutes());
  sharing.route('/search', searchRoutes());
  sharing.all('*', () => {
    throw portalErrors.badRequest('Invalid URL');
  });
  app.route('/sharing/rest', sharing);
  // The federated server's info (owned by this portal; tokens from its generateToken, ADR 0102).
  app.route(`${SERVER_ROOT_PATH}/rest/info`, infoRoutes());
  // The geometry service's `project` (spec 2 §7; issue 44 item 8, ADR 0209), before the feature services' catch-all.
  app.route(GEOMETRY_SERVICE_PATH, geometryServerRoutes());
  // Hosted feature services (issue 15, ADR 0121).
  app.route(`${SERVER_ROOT_PATH}/rest/services`, featureServerRoutes());
  // Building a hosted service's layers (`addToDefinition`, issue 21, ADR 0175).
  app.route(`${SERVER_ROOT_PATH}/rest/admin/services`, featureAdminRoutes());
  // The hub's dataset service of public layers and small public CSVs (spec 3 §7, ADR 0163); other /datasets/… are pages.
  app.route('/datasets', datasetProxyRoutes());
  // The portal home pages core links to, sent on to Plaza's own pages (issue 44 item 8, ADR 0209).
  app.route('/home', portalHomeRoutes());

  app.route('/api/search/v1', searchApiRoutes());
  if (connector) app.route('/api/v3/domains', connectorDomainRoutes(connector, deps.config.baseDomain));
  app.route('/api/v3/domains', domainsRoutes());
  app.route('/api/v3/datasets', datasetsRoutes());
  // An item's downloads built again now (spec 3 §7 forceUpdate; issue 44 item 8, ADR 0209).
  app.route('/api/v3/jobs', jobsRoutes());
  app.route(OGC_FEATURES_PATH, ogcFeaturesRoutes());
  app.route('/api/abilities/v1', abilitiesRoutes());
  app.route('/api/status/v1', statusRoutes(serviceHealth));
  app.route('/api/events/v1/events', eventsRoutes());
  app.route('/api/discussions/v1', discussionsRoutes());
  // Entity settings also where the spec's `/settings` calls go in the reference: the discussions API v2 (issue 44
  // item 8, ADR 0209).
  app.route('/api/discussions/v2/settings', settingsRoutes());
  app.route('/api/download/v1', downloadRoutes());
  app.route('/api/search/v2', postRecordsRoutes());
  app.route('/api/events/v1/registrations', registrationsRoutes());
  // What people are told of what they follow (issue 43 item 6, ADR 0206).
  app.route('/api/notifications/v1', notificationsRoutes());
  app.route(
    '/api/telemetry/v1',
    telemetryRoutes(
      deps.telemetry ??
        new TelemetryQueue((rows) => insertTelemetryEvents(deps.db, rows), {
          onError: (error) => deps.logger.warn('telemetry write failed', { error }),
        }),
      deps.config.telemetry,
    ),
  );

  // A site's feeds are drawn by the web app, which knows which site a host is (ADR 0126).
  const { renderer: feedRenderer, internalPortalUrl: feedPortal } = options;
  if (feedRenderer && feedPortal) {
    app.get('/api/feed/v1/*', async (c) => feedRenderer.render(c.req.raw, feedPortal(), newNonce()));
  }
  app.all('/api/*', (c) => c.json({ error: { title: 'Not Found', detail: `No hub service at ${c.req.path}.` } }, 404));

  if (options.clientDir) {
    // Hashed file names: a browser keeps them for a year. (Set on the response: serveStatic's `onFound` runs after
    // the response is made, too late for a header.)
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206) {
        c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      }
    });
    // The build's Brotli and gzip copies (`name.br`, `name.gz`) when the browser accepts them (ADR 0169).
    app.use('/assets/*', serveStatic({ root: options.clientDir, precompressed: true }));
    // Other files of the client build (favicon, robots.txt): paths that name a file.
    app.get('/:file{[^/]+\\.[a-z0-9]+}', serveStatic({ root: options.clientDir }));
  }

  const { renderer, internalPortalUrl } = options;
  // The deployment's basemap style, and the tiles, glyphs and sprites it names on its host (ADR 0119).
  const basemapOrigins = deps.config.basemapStyle ? [new URL(deps.config.basemapStyle).origin] : [];
  if (renderer && internalPortalUrl) {
    app.get('*', async (c) => {
      const nonce = newNonce();
      const rendered = await renderer.render(c.req.raw, internalPortalUrl(), nonce, (error) =>
        deps.logger.error('page failed', { requestId: c.get('requestId'), path: c.req.path, error }),
      );
      // A copy: a redirect's headers may be immutable.
      const page = new Response(rendered.body, rendered);
      const base = deps.config.baseDomain;
      const scheme = requestProtocol(c);
      page.headers.set(
        'Content-Security-Policy',
        pageCsp({ nonce, connect: [`${scheme}//${base}`, `${scheme}//*.${base}`, ...basemapOrigins], scheme }),
      );
      return page;
    });
  }
  return app;
}
