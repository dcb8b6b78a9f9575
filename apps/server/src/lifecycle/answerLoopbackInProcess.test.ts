import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerLoopbackInProcess } from './answerLoopbackInProcess.ts';

describe('answerLoopbackInProcess', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('answers fetches of the origin in process with the same request, and leaves every other fetch alone', async () => {
    // A real server on another port: a fetch of it must still go over the network.
    const other = http.createServer((_req, res) => res.end('from the network'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    const seen: Request[] = [];
    const restore = answerLoopbackInProcess('http://127.0.0.1:9', async (request) => {
      seen.push(request);
      return Response.json({ path: new URL(request.url).pathname, body: await request.text() });
    });
    try {
      const inProcess = await fetch('http://127.0.0.1:9/sharing/rest/search?q=x', { method: 'POST', body: 'f=json' });
      expect(await inProcess.json()).toEqual({ path: '/sharing/rest/search', body: 'f=json' });
      expect(seen[0]?.method).toBe('POST');
      const asUrl = await fetch(new URL('http://127.0.0.1:9/healthz'));
      expect((await asUrl.json()).path).toBe('/healthz');
      // Another port, and an origin that only starts the same, are not this server.
      expect(await (await fetch(`${otherOrigin}/`)).text()).toBe('from the network');
      await expect(fetch('http://127.0.0.1:99/x')).rejects.toThrow();
      expect(seen).toHaveLength(2);
    } finally {
      restore();
      await new Promise((resolve) => other.close(resolve));
    }
    expect(globalThis.fetch).toBe(original);
  });

  it('puts back the fetch it replaced only while it is still the one installed', () => {
    const restore = answerLoopbackInProcess('http://127.0.0.1:9', () => new Response('x'));
    const later: typeof fetch = () => Promise.resolve(new Response('later'));
    globalThis.fetch = later;
    restore();
    expect(globalThis.fetch).toBe(later);
  });
});
