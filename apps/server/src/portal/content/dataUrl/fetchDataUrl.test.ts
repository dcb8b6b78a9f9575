import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PortalError } from '../../../errors/portalError.ts';
import { createAddressPolicy } from './addressPolicy.ts';
import { fetchDataUrl, type FetchDataUrlOptions } from './fetchDataUrl.ts';
import { patternBytes, startUpstream, type Upstream } from './startUpstream.ts';

const BODY = patternBytes(300 * 1024, 5);
let upstream: Upstream;
let dir: string;

beforeAll(async () => {
  upstream = await startUpstream((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const hops = Number(url.searchParams.get('hops') ?? '0');
    switch (url.pathname) {
      case '/exports/parks.bin':
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'x-host': req.headers.host ?? '' });
        res.end(BODY);
        return;
      case '/named':
        res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="trees.csv"' });
        res.end('a,b\n');
        return;
      case '/chunked':
        // No content-length: the limit must hold while the body streams.
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write(Buffer.alloc(600, 'x'));
        res.end(Buffer.alloc(600, 'y'));
        return;
      case '/declared':
        res.writeHead(200, { 'content-length': '5000' });
        res.write('abc'); // and never the rest
        return;
      case '/redirect':
        res.writeHead(hops > 0 ? 302 : 301, {
          location: hops > 0 ? `/redirect?hops=${hops - 1}` : '/exports/parks.bin',
        });
        res.end();
        return;
      case '/to':
        res.writeHead(307, { location: url.searchParams.get('target') ?? '/' });
        res.end();
        return;
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<h1>Not found</h1>');
        return;
      case '/silent':
        return; // never answers
      case '/stalls':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial'); // the rest never comes
        return;
      default:
        res.writeHead(500);
        res.end();
    }
  });
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-fetch-test-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function options(extra: Partial<FetchDataUrlOptions> = {}): FetchDataUrlOptions {
  return { policy: createAddressPolicy(['127.0.0.1']), timeoutMs: 10_000, maxBytes: 1024 * 1024, dir, ...extra };
}

async function failure(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortalError);
  const { code, message } = error as PortalError;
  return { code, message };
}

const NETWORK_FAILURE = 'The file could not be fetched from dataUrl: check the address and that it is reachable.';

describe('fetchDataUrl', () => {
  it('streams the body to a file with its size, type and the URL’s file name', async () => {
    const file = await fetchDataUrl(`${upstream.origin}/exports/parks.bin?token=abc`, options());
    expect(file).toMatchObject({ fileName: 'parks.bin', contentType: 'application/octet-stream', size: BODY.length });
    expect(Buffer.compare(fs.readFileSync(file.path), BODY)).toBe(0);
    expect(path.dirname(file.path)).toBe(dir);
  });

  it('names the file from Content-Disposition', async () => {
    const file = await fetchDataUrl(`${upstream.origin}/named`, options());
    expect(file).toMatchObject({ fileName: 'trees.csv', contentType: 'text/csv', size: 4 });
  });

  it('cuts a streamed body off at the limit with the upload’s error', async () => {
    expect(await failure(fetchDataUrl(`${upstream.origin}/chunked`, options({ maxBytes: 1000 })))).toEqual({
      code: 400,
      message: 'The file is larger than the limit of 0.9765625 KB.',
    });
    const file = await fetchDataUrl(`${upstream.origin}/chunked`, options({ maxBytes: 1200 }));
    expect(file.size).toBe(1200);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    expect(await failure(fetchDataUrl(`${upstream.origin}/declared`, options({ maxBytes: 4096 })))).toEqual({
      code: 400,
      message: 'The file is larger than the limit of 4 KB.',
    });
  });

  it('follows up to 3 redirects, and no more', async () => {
    const file = await fetchDataUrl(`${upstream.origin}/redirect?hops=2`, options());
    expect(file.size).toBe(BODY.length);
    expect(await failure(fetchDataUrl(`${upstream.origin}/redirect?hops=3`, options()))).toEqual({
      code: 400,
      message: 'dataUrl redirected more than 3 times.',
    });
  });

  it('checks the address of every redirect, and its scheme', async () => {
    const before = upstream.paths.length;
    const metadata = encodeURIComponent('http://169.254.169.254/latest/meta-data/');
    expect((await failure(fetchDataUrl(`${upstream.origin}/to?target=${metadata}`, options()))).message).toMatch(
      /^dataUrl points to an address this server does not fetch from/,
    );
    const file = encodeURIComponent('file:///etc/passwd');
    expect((await failure(fetchDataUrl(`${upstream.origin}/to?target=${file}`, options()))).message).toBe(
      'dataUrl redirected to a URL that is not http: or https:.',
    );
    expect(upstream.paths.slice(before)).toHaveLength(2);
  });

  it("refuses a redirect to the server's own address and to the special-purpose ranges (issue 12)", async () => {
    const before = upstream.paths.length;
    const port = new URL(upstream.origin).port;
    // The server's own (public) interface address, reached through a name that resolves to it.
    const resolve = (host: string) =>
      Promise.resolve([{ address: host === 'self.test' ? '93.184.216.34' : '127.0.0.1', family: 4 }]);
    const policy = createAddressPolicy(['127.0.0.1'], ['93.184.216.34']);
    const targets = [
      `http://self.test:${port}/exports/parks.bin`,
      'http://[64:ff9b::7f00:1]/',
      'http://[2002:7f00:1::]/',
      'http://[::ffff:169.254.169.254]/',
      'http://198.18.0.1/',
      'http://192.0.0.8/',
      'http://203.0.113.9/',
    ];
    for (const target of targets) {
      const answer = await failure(
        fetchDataUrl(`${upstream.origin}/to?target=${encodeURIComponent(target)}`, options({ resolve, policy })),
      );
      expect(answer.message, target).toMatch(/^dataUrl points to an address this server does not fetch from/);
    }
    // Only the first hop reached anything: no redirect was followed.
    expect(upstream.paths.slice(before)).toHaveLength(targets.length);
  });

  it('refuses a host when any of its addresses is refused, and connects only to the checked ones', async () => {
    const resolve = (host: string) =>
      Promise.resolve(
        host === 'mixed.test'
          ? [
              { address: '93.184.216.34', family: 4 },
              { address: '10.0.0.7', family: 4 },
            ]
          : [{ address: '127.0.0.1', family: 4 }],
      );
    const port = new URL(upstream.origin).port;
    expect(
      (await failure(fetchDataUrl(`http://mixed.test:${port}/exports/parks.bin`, options({ resolve })))).message,
    ).toMatch(/^dataUrl points to an address/);
    const file = await fetchDataUrl(`http://files.test:${port}/exports/parks.bin`, options({ resolve }));
    expect(file.size).toBe(BODY.length);
    expect(
      (
        await failure(
          fetchDataUrl(`http://files.test:${port}/x`, options({ resolve, policy: createAddressPolicy(false) })),
        )
      ).message,
    ).toMatch(/^dataUrl points to an address/);
  });

  it('refuses loopback by default, other schemes and malformed URLs', async () => {
    const strict = options({ policy: createAddressPolicy(false) });
    expect((await failure(fetchDataUrl(`${upstream.origin}/exports/parks.bin`, strict))).message).toMatch(
      /^dataUrl points to an address/,
    );
    for (const url of ['http://[::1]/', 'http://0x7f.1/', 'http://2130706433/', 'http://localhost./']) {
      const resolve = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
      expect([url, (await failure(fetchDataUrl(url, { ...strict, resolve }))).message]).toEqual([
        url,
        expect.stringMatching(/^dataUrl points to an address/),
      ]);
    }
    for (const url of ['file:///etc/passwd', 'ftp://files.test/a.csv', 'data:text/plain,hi', 'gopher://x.test/']) {
      expect(await failure(fetchDataUrl(url, strict))).toEqual({
        code: 400,
        message: 'dataUrl must be an http: or https: URL.',
      });
    }
    expect((await failure(fetchDataUrl('not a url', strict))).message).toBe('dataUrl is not a valid URL.');
  });

  it('answers an upstream error status, an unknown host and a refused connection with a 400', async () => {
    expect(await failure(fetchDataUrl(`${upstream.origin}/missing`, options()))).toEqual({
      code: 400,
      message: 'dataUrl answered with status 404.',
    });
    const nowhere = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    // One message for every network failure: the caller cannot tell a missing host from a closed port.
    const unresolved = (await failure(fetchDataUrl('https://nowhere.test/a.csv', options({ resolve: nowhere }))))
      .message;
    expect(unresolved).toBe(NETWORK_FAILURE);
    const closed = await startUpstream((_req, res) => res.end());
    await closed.close();
    expect((await failure(fetchDataUrl(`${closed.origin}/a.csv`, options()))).message).toBe(NETWORK_FAILURE);
  });

  it('gives up after the timeout, whether the server never answers or stalls mid-body', async () => {
    for (const where of ['/silent', '/stalls']) {
      expect(await failure(fetchDataUrl(`${upstream.origin}${where}`, options({ timeoutMs: 200 })))).toEqual({
        code: 400,
        message: NETWORK_FAILURE,
      });
    }
  });
});
