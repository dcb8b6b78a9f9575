import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface ConnectionDrain {
  /** From now on every answer, including those already being worked on, closes its connection. */
  drain(): void;
}

/**
 * Lets a stopping server shed its kept-alive connections: without it a loaded server went on answering
 * new requests on open connections for its whole grace period (issue 13 item 9). Call right after the
 * server is created; `drain()` when the stop begins.
 *
 * @example
 * const connections = trackConnections(server);
 * connections.drain(); server.close();
 */
export function trackConnections(server: Server): ConnectionDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) closeAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return {
    drain() {
      draining = true;
      for (const res of inFlight) closeAfter(res);
    },
  };
}

function closeAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  else res.once('finish', () => res.socket?.end());
}
