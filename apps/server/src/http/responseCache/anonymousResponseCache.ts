import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { readDataVersion } from '../../db/repositories/dataVersionRepository.ts';
import type { AppEnv } from '../appEnv.ts';
import { requestOrigin } from '../requestOrigin.ts';
import { type ResponseStore, type StoredResponse } from './ResponseStore.ts';

/**
 * The portal answers an anonymous caller may be given from the cache: searches, the portal's and groups'
 * descriptions, items and their JSON data, a domain's site. Each is made only of what the data version covers
 * (migration 0164) and of the URL: nothing per caller, per header or per clock.
 */
const CACHEABLE = [
  /^\/sharing\/rest\/search\/?$/,
  /^\/sharing\/rest\/portals\/[^/]+\/?$/,
  /^\/sharing\/rest\/community\/groups(\/[^/]+)?\/?$/,
  /^\/sharing\/rest\/content\/groups\/[^/]+\/search\/?$/,
  /^\/sharing\/rest\/content\/items\/[^/]+(\/data)?\/?$/,
  /^\/api\/v3\/domains(\/[^/]+)?\/?$/,
];

/** Shared caches may keep it but must ask again each time (a cheap 304 while the data version stands). */
const CACHE_CONTROL = 'public, no-cache';
/** A signed-in caller's answer differs: a shared cache must not hand this one to them. */
const VARY = 'Authorization, X-Esri-Authorization';

/**
 * Serves repeated anonymous GETs of the portal's read answers (issue 24, ADR 0164) from memory while the data version
 * stands: one indexed read of the version per request instead of the answer's queries. Every such answer carries a
 * weak `ETag` of its bytes and `Cache-Control: public, no-cache`, and a matching `If-None-Match` gets a 304. Signed-in
 * callers never reach the store (their answers stay `no-store`, `transportHeaders`), nor do errors of the moment
 * (a non-200 status, or the portal's envelope with a 429 or 5xx code) or non-JSON answers. Runs after the caller is known.
 *
 * @example
 * app.use('*', anonymousResponseCache(new ResponseStore()));
 */
export function anonymousResponseCache(store: ResponseStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.get('caller')?.kind !== 'anonymous') return next();
    if (!CACHEABLE.some((path) => path.test(c.req.path))) return next();
    const version = await readDataVersion(c.get('deps').db);
    const key = `${requestOrigin(c)}${c.req.path}${new URL(c.req.url).search}`;
    const kept = store.get(version, key);
    if (kept) return answer(kept, c.req.header('if-none-match'));
    await next();
    const contentType = c.res.headers.get('content-type') ?? '';
    if (c.res.status !== 200 || !contentType.includes('json') || !c.res.body) return;
    // Read at most what the store keeps; a larger answer (an item's big JSON file) streams on as it came.
    const [probe, rest] = c.res.body.tee();
    const body = await readUpTo(probe, store.maxBodyBytes);
    if (!body) {
      c.res = new Response(rest, c.res);
      return;
    }
    rest.cancel().catch(() => undefined);
    if (isPassingError(body)) {
      c.res = new Response(body, c.res);
      return;
    }
    const headers = [...c.res.headers.entries()].filter(([name]) => !OWN_HEADERS.has(name));
    const entry = { body, headers, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    store.set(version, key, entry);
    // Cleared first: assigning over a response copies its headers into the new one, and the entry has its own.
    c.res = undefined;
    c.res = answer(entry, c.req.header('if-none-match'));
  };
}

/** The stream's bytes when there are at most `max` of them; otherwise undefined (and the stream is cancelled). */
async function readUpTo(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not awaited: a tee branch's cancel settles only once the other branch is done too.
      reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The portal's envelope of an error that says nothing lasting about the data (HTTP 200, code 429 or 5xx). */
const PASSING_ERROR = /^\s*\{\s*"error"\s*:\s*\{\s*"code"\s*:\s*(429|5\d\d)\b/;

/**
 * Whether an answer is an error of the moment — a statement stopped by the timeout, a server fault, a limit — which
 * must not be handed to the next callers as the answer while the data version stands (issue 40).
 */
function isPassingError(body: Uint8Array): boolean {
  return PASSING_ERROR.test(new TextDecoder().decode(body.subarray(0, 64)));
}

/** Headers the cache sets itself, or that describe one transfer of the bytes. */
const OWN_HEADERS = new Set([
  'etag',
  'cache-control',
  'vary',
  'content-length',
  'content-encoding',
  'transfer-encoding',
]);

function answer(entry: StoredResponse, ifNoneMatch: string | undefined): Response {
  const cache = { ETag: entry.etag, 'Cache-Control': CACHE_CONTROL, Vary: VARY };
  if (ifNoneMatch && matches(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers: cache });
  const headers = new Headers(entry.headers as [string, string][]);
  for (const [name, value] of Object.entries(cache)) headers.set(name, value);
  return new Response(entry.body, { status: 200, headers });
}

/** Weak comparison (RFC 9110 §13.1.2): `*`, or any listed tag equal to ours with or without `W/`. */
function matches(header: string, etag: string): boolean {
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === ours;
  });
}
