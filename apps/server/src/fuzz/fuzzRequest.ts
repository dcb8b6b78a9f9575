import type { FuzzRandom } from './fuzzRandom.ts';
import { deepJson, fuzzJson, fuzzScalar, FUZZ_PARAM_NAMES, FUZZ_STRINGS } from './fuzzValues.ts';

/** A route as Hono lists it (`app.routes`). */
export interface FuzzRoute {
  readonly method: string;
  readonly path: string;
}

/** What a generated request may use: real ids and names, and tokens of real callers. */
export interface FuzzKnown {
  /** Real item, group and event ids, usernames, hostnames: requests reach past "not found". */
  readonly values: readonly string[];
  /** Valid tokens (an administrator's, a member's). */
  readonly tokens: readonly string[];
}

export interface FuzzRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  /** How it was made, for the failure report. */
  readonly label: string;
}

const PORTAL_OPS = [
  'update',
  'delete',
  'move',
  'share',
  'unshare',
  'protect',
  'unprotect',
  'addResources',
  'updateResources',
  'removeResources',
  'updateThumbnail',
  'deleteThumbnail',
  'status',
  'nope',
];
const WILDCARD_TAILS = ['a', 'a/b.json', '..%2F..%2Fetc%2Fpasswd', '%00', 'x'.repeat(400), 'images/%E0%A4%A', ''];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Routes the fuzz test sends requests to: every concrete route, not the catch-all middleware entries. */
export function fuzzableRoutes(routes: readonly FuzzRoute[]): FuzzRoute[] {
  const seen = new Set<string>();
  const out: FuzzRoute[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key) || route.path === '/*' || (route.method === 'ALL' && route.path.endsWith('/*'))) continue;
    seen.add(key);
    out.push(route);
  }
  return out;
}

/**
 * One generated request for a route: its path parameters filled with real or hostile values, a query
 * and a body of a random kind (none, urlencoded, JSON, deep JSON, broken JSON, broken multipart, a
 * wrong content type) and a random caller (anonymous, a garbage token, a real token).
 *
 * @example
 * const request = fuzzRequest({ method: 'GET', path: '/sharing/rest/content/items/:id' }, random, known);
 */
export function fuzzRequest(route: FuzzRoute, random: FuzzRandom, known: FuzzKnown): FuzzRequest {
  const method = route.method === 'ALL' ? random.pick(METHODS) : route.method;
  const path = fillPath(route.path, random, known);
  const query = new URLSearchParams();
  if (random.chance(0.7)) query.set('f', random.pick(['json', 'pjson', 'html', 'geojson', 'xml', '']));
  for (let i = random.int(5); i > 0; i--) query.append(random.pick(FUZZ_PARAM_NAMES), fuzzScalar(random, known.values));
  const headers: Record<string, string> = {};
  const caller = random.int(4);
  const hub = path.startsWith('/api/');
  if (caller === 1) {
    if (hub) headers.authorization = `Bearer ${random.pick(FUZZ_STRINGS.filter(isHeaderSafe))}garbage`;
    else query.set('token', 'garbage');
  } else if (caller >= 2 && known.tokens.length > 0) {
    const token = random.pick(known.tokens);
    if (hub || random.chance(0.3)) headers.authorization = `Bearer ${token}`;
    else query.set('token', token);
  }
  const { body, contentType, kind } =
    method === 'GET' ? { body: undefined, contentType: undefined, kind: 'none' } : makeBody(random, known);
  if (contentType) headers['content-type'] = contentType;
  const search = query.toString();
  return {
    method,
    url: `${path}${search ? `?${search}` : ''}`,
    headers,
    ...(body !== undefined ? { body } : {}),
    label: `${method} ${route.path} [caller ${caller}, body ${kind}]`,
  };
}

function fillPath(pattern: string, random: FuzzRandom, known: FuzzKnown): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return random.pick(WILDCARD_TAILS);
      const param = /^:(\w+)(?:\{(.*)\})?$/.exec(segment);
      if (!param) return segment;
      const [, name = '', regex] = param;
      if (regex?.includes('|')) return random.pick(regex.split('|'));
      if (regex) return random.chance(0.6) ? hex32(random, known) : encodeSegment(random.pick(FUZZ_STRINGS));
      if (name === 'op') return random.pick(PORTAL_OPS);
      const value = random.chance(0.6) ? random.pick(known.values) : fuzzScalar(random, known.values);
      return encodeSegment(value) || 'x';
    })
    .join('/');
}

function hex32(random: FuzzRandom, known: FuzzKnown): string {
  const real = known.values.filter((v) => /^[0-9a-f]{32}$/i.test(v));
  if (real.length > 0 && random.chance(0.7)) return random.pick(real);
  return Array.from({ length: 32 }, () => '0123456789abcdef'[random.int(16)]).join('');
}

function makeBody(random: FuzzRandom, known: FuzzKnown): { body?: string; contentType?: string; kind: string } {
  switch (random.int(9)) {
    case 0:
      return { kind: 'none' };
    case 1:
    case 2: {
      const form = new URLSearchParams();
      for (let i = random.int(8) + 1; i > 0; i--)
        form.append(random.pick(FUZZ_PARAM_NAMES), fuzzScalar(random, known.values));
      return { body: form.toString(), contentType: 'application/x-www-form-urlencoded', kind: 'form' };
    }
    case 3:
    case 4:
      return { body: JSON.stringify(fuzzJson(random, known.values)), contentType: 'application/json', kind: 'json' };
    case 5:
      return { body: deepJson(random.pick([100, 5000, 100_000])), contentType: 'application/json', kind: 'deep json' };
    case 6:
      return {
        body: random.pick(['{"a":', '{"a":1}}', 'nul', '\u0000', '{"a":"\\ud800"}', '[1,]']),
        contentType: 'application/json',
        kind: 'broken json',
      };
    case 7: {
      const boundary = random.pick(['x', '', '-'.repeat(80), 'a"b']);
      const part = `--${boundary}\r\nContent-Disposition: form-data; name="${random.pick(['file', 'text', 'token', 'thumbnail'])}"; filename="a"\r\n\r\n${random.pick(FUZZ_STRINGS).slice(0, 200)}`;
      const ending = random.pick(['', `\r\n--${boundary}--\r\n`, '\r\n--', `\r\n--${boundary}`]);
      return { body: part + ending, contentType: `multipart/form-data; boundary=${boundary}`, kind: 'multipart' };
    }
    default:
      return {
        body: JSON.stringify(fuzzJson(random, known.values)),
        contentType: random.pick([
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'image/png',
          'multipart/form-data',
          'application/json; charset=utf-16',
        ]),
        kind: 'wrong content type',
      };
  }
}

function isHeaderSafe(value: string): boolean {
  // Header values carry printable ASCII only.
  return [...value].every((ch) => ch >= ' ' && ch <= '~');
}

/** Percent-encodes every byte of the UTF-8 form except unreserved characters (lone surrogates too). */
function encodeSegment(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~%]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
