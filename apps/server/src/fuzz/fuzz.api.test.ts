import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SURVEY_IDS } from '../seed/seedDemoSurvey.ts';
import { demoItemId } from '../seed/demoItemId.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { SEEDED_USERS, signIn } from '../testing/signIn.ts';
import { freshFuzzSeed } from '../config/fuzzSeed.ts';
import { admissionLimitsFor } from '../http/admission/admissionControl.ts';
import { createLogger } from '../log/logger.ts';
import { createPagesApp, type PagesApp } from '../ssr/createPagesApp.ts';
import { createViteWebRenderer, type ViteWebRenderer } from '../ssr/viteWebRenderer.ts';
import { warmUpPages } from '../ssr/warmUpPages.ts';
import { testDbKind } from '../testing/testDatabase.ts';
import { fuzzPageRequest } from './fuzzPageRequest.ts';
import { fuzzRandom } from './fuzzRandom.ts';
import { fuzzableRoutes, fuzzRequest, type FuzzKnown } from './fuzzRequest.ts';
import { fuzzVerdict } from './fuzzVerdict.ts';

// Issue 12 item 4, issue 40: generated requests over every route family — the portal, the hub services, the feature
// services, OGC APIs (routes read from the app itself, so a route added later joins with no edit) and the
// server-rendered pages (drawn from the web app's sources). Fails on any 5xx, an answer over 5 s, a stack trace or SQL
// in a body, or a crash (vitest fails the run on an unhandled rejection). Two runs of REQUESTS each: a fixed seed, and
// a fresh one per run; both seeds are printed, and PLAZA_FUZZ_SEED=<seed> replays a fresh run that failed.
const FIXED_SEED = 20261124;
const FRESH_SEED = freshFuzzSeed();
const REQUESTS = 4000;
/** The share of requests that are pages (each is a whole server render, the slowest kind). */
const PAGE_SHARE = 0.12;

type Family = 'portal' | 'hub' | 'feature services' | 'OGC' | 'pages';

function familyOf(url: string): Family {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  if (/^\/api\/(ogc\/|search\/v1\/)/.test(path)) return 'OGC';
  if (path.startsWith('/sharing/rest')) return 'portal';
  if (path.startsWith('/arcgis/rest') || /^\/(api\/v3\/)?datasets\/[^/]+\/FeatureServer/.test(path)) {
    return 'feature services';
  }
  return path.startsWith('/api/') && !path.startsWith('/api/feed/') ? 'hub' : 'pages';
}

describe('fuzzing every route', () => {
  let t: TestApp;
  let vite: ViteWebRenderer;
  let pages: PagesApp;
  let known: FuzzKnown;
  let origins: string[];
  /** What the server logged as errors while fuzzed: shown with the failures. */
  const errors: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    vite = await createViteWebRenderer();
    const logger = createLogger('error', (line) => errors.push(line));
    pages = createPagesApp({ db: t.db, config: t.config, logger }, vite.renderer, {
      admission: admissionLimitsFor(testDbKind()),
    });
    const admin = await signIn(t, SEEDED_USERS.riverside.admin);
    const member = await signIn(t, SEEDED_USERS.hillcrest.user);
    known = { values: await knownValues(t, admin), tokens: [admin, member] };
    origins = [`http://${t.config.baseDomain}`, `http://data-riverside.${t.config.baseDomain}`];
    // Vite compiles each page's modules on its first request: drawn once first, as a started server does.
    const site = origins[1]!;
    await warmUpPages(
      (request) => pages.app.fetch(request),
      [
        '/',
        '/search',
        '/datasets/x',
        '/pages/x',
        '/groups/x',
        '/people/x',
        '/events/x',
        '/feedback/surveys/x',
        '/templates/x/about',
        '/workspace',
        '/auth/callback',
        '/apps/sites/x',
        '/sitemap.xml',
      ].map((path) => `${site}${path}`),
      logger,
    );
    errors.length = 0;
    console.info(
      `fuzz seeds: fixed ${FIXED_SEED}, fresh ${FRESH_SEED} (replay a fresh run with PLAZA_FUZZ_SEED=${FRESH_SEED})`,
    );
  }, 180_000);
  afterAll(async () => {
    pages?.close();
    await vite?.close();
    await t?.close();
  });

  async function fuzz(seed: number): Promise<void> {
    const random = fuzzRandom(seed);
    const routes = fuzzableRoutes(pages.app.routes);
    expect(routes.length).toBeGreaterThan(50);
    const failures = new Map<string, string>();
    const sent = new Map<Family, number>();
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const request = random.chance(PAGE_SHARE)
        ? fuzzPageRequest(random, known, origins)
        : fuzzRequest(routes[i % routes.length]!, random, known);
      const begun = performance.now();
      const res = await pages.app.request(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
      });
      const body = await res.text();
      const family = familyOf(request.url);
      sent.set(family, (sent.get(family) ?? 0) + 1);
      const why = fuzzVerdict({ status: res.status, body, ms: performance.now() - begun });
      if (why && !failures.has(`${request.label} ${why}`)) {
        failures.set(
          `${request.label} ${why}`,
          `${request.method} ${request.url.slice(0, 300)} → ${body.slice(0, 300)}`,
        );
      }
    }
    console.info(
      `fuzz seed ${seed}: ${REQUESTS} requests in ${Math.round((performance.now() - started) / 1000)} s, ` +
        [...sent].map(([family, n]) => `${family} ${n}`).join(', '),
    );
    const report = [...failures].slice(0, 40).map(([why, what]) => `${why}\n    ${what}`);
    const logged = errors.splice(0).slice(0, 10);
    expect({ seed, failures: report, logged: report.length > 0 ? logged : [] }).toEqual({
      seed,
      failures: [],
      logged: [],
    });
    for (const family of ['portal', 'hub', 'feature services', 'OGC', 'pages'] as const) {
      expect({ family, reached: (sent.get(family) ?? 0) >= 40 }).toEqual({ family, reached: true });
    }
    expect((await pages.app.request('/healthz')).status).toBe(200);
  }

  it(
    `answers ${REQUESTS} requests of the fixed seed without a 5xx, a leak or a stall`,
    () => fuzz(FIXED_SEED),
    900_000,
  );

  it(`answers ${REQUESTS} requests of a fresh seed without a 5xx, a leak or a stall`, () => fuzz(FRESH_SEED), 900_000);

  it('answers malformed HTTP over a real socket without a 5xx, and keeps serving', async () => {
    const origin = await t.listen();
    const port = Number(new URL(origin).port);
    const targets = [
      '/sharing/rest/content/items/%E0%A4%A',
      '/sharing/rest/content/items/%00',
      '/sharing/rest/%2e%2e/%2e%2e/etc/passwd',
      '//sharing//rest//portals//self?f=json',
      `/sharing/rest/search?q=${'a'.repeat(60_000)}`,
      '/api/events/v1/events?num=1e999&start=-5',
      '/api/search/v1/collections/all/items?limit=99999999999999999999&bbox=1,2,3',
      '/sharing/rest/portals/self?f=json&token=%FF%FE',
      '/assets/../../package.json',
      '/healthz?\u0000',
    ];
    for (const target of targets) {
      const status = await rawStatus(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect({ target: target.slice(0, 80), status: status < 500 }).toEqual({
        target: target.slice(0, 80),
        status: true,
      });
    }
    const garbage = ['GARBAGE\r\n\r\n', 'GET / HTTP/9.9\r\n\r\n', `GET /${'x'.repeat(100_000)} HTTP/1.1\r\n\r\n`];
    for (const raw of garbage) await rawStatus(port, raw);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  }, 60_000);
});

/** Sends raw bytes and reads the status line of the answer (0 when the server just closed). */
function rawStatus(port: number, raw: string): Promise<number> {
  return new Promise((resolve) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

/** Real ids and names, so generated requests reach past "not found". */
async function knownValues(t: TestApp, token: string): Promise<string[]> {
  const values = ['admin_riverside', 'user_hillcrest', 'data-riverside.localhost', 'riverside', 'me', 'self'];
  // A hosted service and its layer, so feature service routes are reached past "not found".
  values.push('Street_Trees', '0');
  // Export formats and a layer's item, so download routes are reached past "not found".
  values.push('csv', 'geojson', 'kml', demoItemId('riverside', 'building-permits'));
  // The hub's dataset service of a public CSV (ADR 0163), so its routes load the file.
  values.push(`${demoItemId('riverside', 'public-art')}_0`);
  // The demo survey and its answers service, so addFeatures and addToDefinition reach the survey's rules (issue 21).
  values.push(DEMO_SURVEY_IDS[0], `survey_${DEMO_SURVEY_IDS[0]}`);
  const items = (await (await t.app.request(`/sharing/rest/search?f=json&q=*&num=8&token=${token}`)).json()) as {
    results?: { id: string; owner: string }[];
  };
  for (const item of items.results ?? []) values.push(item.id);
  const groups = (await (
    await t.app.request(`/sharing/rest/community/groups?f=json&q=*&num=4&token=${token}`)
  ).json()) as { results?: { id: string }[] };
  for (const group of groups.results ?? []) values.push(group.id);
  return values;
}
