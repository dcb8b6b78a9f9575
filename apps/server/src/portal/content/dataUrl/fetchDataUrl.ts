import type { LookupAddress } from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PortalError } from '../../../errors/portalError.ts';
import { itemErrors } from '../../../errors/itemErrors.ts';
import type { SpooledFile } from '../../../http/spooledUploads.ts';
import type { AddressPolicy } from './addressPolicy.ts';
import { dataUrlErrors } from './dataUrlErrors.ts';
import { dataUrlFileName } from './dataUrlFileName.ts';
import { resolveAllowedAddresses, type ResolveHost } from './resolveAllowedAddresses.ts';

/** Redirects followed before a `dataUrl` is given up on (ADR 0104). */
export const DATA_URL_MAX_REDIRECTS = 3;

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface FetchDataUrlOptions {
  /** Which addresses may be connected to; checked for the first URL and every redirect. */
  readonly policy: AddressPolicy;
  /** The whole fetch: every redirect, and the body to its last byte. */
  readonly timeoutMs: number;
  /** The body is cut off past this many bytes (the upload limit of a file). */
  readonly maxBytes: number;
  /** An existing folder the body is written to; the caller removes it. */
  readonly dir: string;
  /** The parameter the URL came in, named in every error (`dataUrl` unless said), and what it is (`file`). */
  readonly param?: 'dataUrl' | 'thumbnailUrl';
  readonly resolve?: ResolveHost;
}

/**
 * Fetches a `dataUrl` the way an upload arrives (ADR 0104): the body is streamed to a temporary file,
 * counted and cut off at `maxBytes`, and returned as a spooled file for the item's data. Only http(s),
 * only addresses the policy allows (every resolved address, again on each of at most 3 redirects), no
 * credentials of the caller sent, one overall timeout. Every failure is a 400 naming `dataUrl`.
 *
 * @example
 * const file = await fetchDataUrl(dataUrl, { policy, timeoutMs: 30_000, maxBytes: UPLOAD_LIMITS.fileBytes, dir });
 */
export async function fetchDataUrl(raw: string, options: FetchDataUrlOptions): Promise<SpooledFile> {
  let url = httpUrl(raw, options.param);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const addresses = await untilAborted(
        resolveAllowedAddresses(url.hostname, options.policy, options.resolve, options.param),
        abort.signal,
      );
      const response = await get(url, addresses, abort.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location !== undefined) {
        response.destroy();
        if (redirects === DATA_URL_MAX_REDIRECTS)
          throw dataUrlErrors.tooManyRedirects(DATA_URL_MAX_REDIRECTS, options.param);
        url = httpUrl(location, options.param, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw dataUrlErrors.status(status, options.param);
      }
      return await saveBody(response, url, options);
    }
  } catch (error) {
    if (error instanceof PortalError) throw error;
    if (abort.signal.aborted) throw dataUrlErrors.timeout(options.param);
    throw dataUrlErrors.unreachable(options.param);
  } finally {
    clearTimeout(timer);
  }
}

/** The URL (relative to the one that redirected, if any), when it is http or https. */
function httpUrl(raw: string, param: string | undefined, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    throw dataUrlErrors.invalid(param);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw base ? dataUrlErrors.redirectNotHttp(param) : dataUrlErrors.notHttp(param);
  }
  return url;
}

function get(url: URL, addresses: readonly LookupAddress[], signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: pinnedLookup(addresses),
        headers: { accept: '*/*', 'accept-encoding': 'identity', 'user-agent': 'Plaza (dataUrl)' },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** A lookup that answers with the addresses already checked, so the connection cannot go elsewhere. */
function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = addresses.filter((entry) => family === undefined || entry.family === family);
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error('no address of the requested family'), { code: 'ENOTFOUND' }), '');
      return;
    }
    if (options.all) callback(null, [...usable]);
    else callback(null, first.address, first.family);
  };
}

async function saveBody(response: http.IncomingMessage, url: URL, options: FetchDataUrlOptions): Promise<SpooledFile> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    response.destroy();
    throw itemErrors.tooLarge(whatOf(options), options.maxBytes);
  }
  const target = path.join(options.dir, 'data');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > options.maxBytes) done(itemErrors.tooLarge(whatOf(options), options.maxBytes));
      else done(null, chunk);
    },
  });
  await pipeline(response, counter, fs.createWriteStream(target));
  return {
    path: target,
    fileName: dataUrlFileName(response.headers['content-disposition'], url),
    contentType: response.headers['content-type'] ?? '',
    size,
  };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** What the fetched body is, in a size error: the item's file or its thumbnail. */
function whatOf(options: FetchDataUrlOptions): string {
  return options.param === 'thumbnailUrl' ? 'thumbnail' : 'file';
}
