import type { FuzzRandom } from './fuzzRandom.ts';
import type { FuzzKnown, FuzzRequest } from './fuzzRequest.ts';
import { fuzzScalar, FUZZ_PARAM_NAMES, FUZZ_STRINGS } from './fuzzValues.ts';

/**
 * The web app's page paths (apps/web/src/routes.tsx and the auth and workspace routes), with `:x` for a part to fill,
 * and the documents drawn like pages (feeds, the sitemap, robots.txt, a missing file at the root). Pages are the one
 * route family `app.routes` lists only as `GET *`, so they are named here.
 */
const PAGE_PATHS: readonly string[] = [
  '/',
  '/search',
  '/pages/:x',
  '/datasets/:x',
  '/maps/:x',
  '/apps/:x',
  '/documents/:x',
  '/initiatives/:x',
  '/projects/:x',
  '/content/:x',
  '/groups/:x',
  '/people/:x',
  '/people/:x/profile',
  '/people/:x/profile/settings',
  '/events/:x',
  '/feedback/surveys/:x',
  '/templates/:x/about',
  '/apps/sites',
  '/apps/sites/:x',
  '/apps/sites/:x/search',
  '/apps/sites/:x/datasets/:x',
  '/auth/callback',
  '/auth/signin',
  '/workspace',
  '/workspace/:x/:x/:x',
  '/edit',
  '/pages/:x/edit',
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.ico',
  '/api/feed/v1/dcat-us/3.0',
  '/api/feed/v1/dcat-ap/3.0',
  '/api/feed/v1/rss',
  '/:x',
  '//:x//:x',
];

/** Parameters pages read, beside the API's. */
const PAGE_PARAMS: readonly string[] = ['q', 'lang', 'locale', 'error', 'code', 'state', 'page', 'sort', 'type'];

/**
 * One generated page request: a page path of the web app with its parts filled with real or hostile values, on the
 * portal's host or a site's, with a hostile query, an `Accept-Language` and sometimes a garbage token or cookie.
 *
 * @example
 * fuzzPageRequest(random, known, ['http://localhost:3000', 'http://data-riverside.localhost:3000']);
 */
export function fuzzPageRequest(random: FuzzRandom, known: FuzzKnown, origins: readonly string[]): FuzzRequest {
  const pattern = random.pick(PAGE_PATHS);
  const path = pattern.replace(/:x/g, () =>
    encodePart(random.chance(0.5) ? random.pick(known.values) : fuzzScalar(random, known.values)),
  );
  const query = new URLSearchParams();
  for (let i = random.int(4); i > 0; i--) {
    query.append(random.pick([...PAGE_PARAMS, ...FUZZ_PARAM_NAMES]), fuzzScalar(random, known.values));
  }
  const headers: Record<string, string> = {};
  if (random.chance(0.3)) headers['accept-language'] = random.pick(['ar', 'he-IL,he;q=0.9', 'zh-Hant', '*', 'xx-YY']);
  if (random.chance(0.2)) headers.cookie = `plaza_locale=${random.pick(['fr', '%', 'a'.repeat(300)])}`;
  if (random.chance(0.1)) query.set('token', 'garbage');
  const search = query.toString();
  return {
    method: random.chance(0.9) ? 'GET' : 'HEAD',
    url: `${random.pick(origins)}${path}${search ? `?${search}` : ''}`,
    headers,
    label: `GET page ${pattern}`,
  };
}

/** Percent-encodes a path part as a browser would, keeping raw `%` now and then (broken escapes are fuzz too). */
function encodePart(value: string): string {
  if (value === '') return FUZZ_STRINGS[1]!;
  try {
    return encodeURIComponent(value).replace(/%25/g, () => '%');
  } catch {
    // A lone surrogate: its UTF-8 bytes (CESU), as a fuzzer on the wire would send them.
    return '%ED%A0%80';
  }
}
