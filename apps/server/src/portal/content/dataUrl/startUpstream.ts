import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server standing in for a remote `dataUrl` host in tests. */
export interface Upstream {
  /** `http://127.0.0.1:{port}` */
  readonly origin: string;
  /** Every request path it received, in order. */
  readonly paths: readonly string[];
  /** Stops listening and drops open connections (including ones it never answered). */
  close(): Promise<void>;
}

/**
 * Starts an HTTP server on 127.0.0.1 on a free port (tests only: the machine has no internet).
 *
 * @example
 * const upstream = await startUpstream((req, res) => res.end('a,b\n1,2\n'));
 * await fetchDataUrl(`${upstream.origin}/parks.csv`, options);
 * await upstream.close();
 */
export async function startUpstream(handler: http.RequestListener): Promise<Upstream> {
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    paths.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Deterministic bytes (not one repeated value, so an offset error shows). */
export function patternBytes(size: number, seed = 0): Buffer {
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) out[i] = (i * 31 + seed) % 251;
  return out;
}
