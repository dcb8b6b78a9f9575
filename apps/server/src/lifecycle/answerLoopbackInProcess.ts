/**
 * The server's calls to its own address — server-side rendering's loaders and the feeds reading the portal (ADR 0168)
 * — are answered in this process: a fetch of `origin` goes straight to `handle` with the same `Request`, and
 * its `Response` comes back, through all the app's middleware (caller, response cache, admission line, limits),
 * without a socket, HTTP parsing or compression on either side. Every other fetch is the previous `fetch`. Answers a
 * function that puts the previous `fetch` back.
 *
 * @example
 * const restore = answerLoopbackInProcess('http://127.0.0.1:3000', (request) => app.fetch(request));
 * await fetch('http://127.0.0.1:3000/sharing/rest/portals/self?f=json'); // answered by app.fetch, no socket
 * restore();
 */
export function answerLoopbackInProcess(
  origin: string,
  handle: (request: Request) => Response | Promise<Response>,
): () => void {
  const previous = globalThis.fetch;
  const prefix = `${origin}/`;
  const inProcess: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(prefix)) return previous(input, init);
    return Promise.resolve().then(() => handle(new Request(input, init)));
  };
  globalThis.fetch = inProcess;
  return () => {
    if (globalThis.fetch === inProcess) globalThis.fetch = previous;
  };
}
