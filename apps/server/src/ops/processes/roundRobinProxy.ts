import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A proxy listening on 127.0.0.1, and how to stop it. */
export interface TestProxy {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A small reverse proxy for tests where nginx is not installed, doing what the README's nginx configuration does:
 * round robin over the upstreams, `Host` kept, `X-Forwarded-For` / `X-Forwarded-Proto` set, and a request whose upstream
 * refuses the connection or answers 503 tried on the next one (`proxy_next_upstream error timeout http_503`).
 * Bodies are buffered (tests send small ones).
 *
 * @example
 * const proxy = await roundRobinProxy(['http://127.0.0.1:3001', 'http://127.0.0.1:3002']);
 */
export async function roundRobinProxy(upstreams: readonly string[]): Promise<TestProxy> {
  let turn = 0;
  const forward = (req: http.IncomingMessage, body: Buffer, upstream: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const target = new URL(req.url ?? '/', upstream);
      const out = http.request(
        target,
        {
          method: req.method,
          headers: {
            ...req.headers,
            'x-forwarded-for': req.socket.remoteAddress ?? '',
            'x-forwarded-proto': 'http',
            connection: 'close',
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const first = turn++ % upstreams.length;
      for (let i = 0; i < upstreams.length; i += 1) {
        try {
          const answer = await forward(req, body, upstreams[(first + i) % upstreams.length]!);
          if (answer.status === 503 && i < upstreams.length - 1) continue;
          const { connection: _connection, 'transfer-encoding': _encoding, ...headers } = answer.headers;
          void _connection;
          void _encoding;
          res.writeHead(answer.status, headers).end(answer.body);
          return;
        } catch {
          // Refused or cut off: the next upstream.
        }
      }
      res.writeHead(502).end('No upstream answered.\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
