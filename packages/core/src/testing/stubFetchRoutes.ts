/** A request the stub received, with query string and form body merged into `params`. */
export interface StubbedRequest {
  readonly method: string;
  /** The URL without its query string, e.g. `https://portal.test/sharing/rest/generateToken`. */
  readonly url: string;
  readonly params: URLSearchParams;
  readonly headers: Headers;
}

/** The params of a stubbed request as a plain object (last value wins), for `toMatchObject`. */
export function paramsOf(request: StubbedRequest): Record<string, string> {
  const out: Record<string, string> = {};
  request.params.forEach((value, key) => (out[key] = value));
  return out;
}

/** Answers a request: a JSON body (sent with HTTP 200), or a full `Response`. */
export type StubRoute = (request: StubbedRequest) => unknown;

/**
 * A `fetch` that answers from a table keyed `"METHOD url"` (no query string), and records every
 * call. Unknown routes reject, so a test fails when code calls something unexpected. Install it
 * with `vi.stubGlobal('fetch', stub.fetch)`: `@esri/arcgis-rest-request` uses `globalThis.fetch`.
 *
 * @example
 * const stub = stubFetchRoutes({ 'POST https://portal.test/sharing/rest/generateToken': () => ({ token: 't', expires: 1 }) });
 * vi.stubGlobal('fetch', stub.fetch);
 * stub.calls[0]?.params.get('username');
 */
export function stubFetchRoutes(routes: Readonly<Record<string, StubRoute>>): {
  readonly fetch: typeof fetch;
  readonly calls: StubbedRequest[];
} {
  const calls: StubbedRequest[] = [];
  const stubbed = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const params = new URLSearchParams(url.search);
    for (const [key, value] of await formEntries(init?.body)) params.append(key, value);
    const request: StubbedRequest = {
      method,
      url: `${url.origin}${url.pathname}`,
      params,
      headers: new Headers(init?.headers),
    };
    calls.push(request);
    const route = routes[`${method} ${request.url}`];
    if (!route) throw new TypeError(`stubFetchRoutes: no route for ${method} ${request.url}`);
    const answer = await route(request);
    return answer instanceof Response ? answer : Response.json(answer);
  };
  return { fetch: stubbed as typeof fetch, calls };
}

async function formEntries(body: RequestInit['body']): Promise<[string, string][]> {
  if (body === undefined || body === null) return [];
  const entries: [string, string][] = [];
  if (body instanceof FormData) {
    body.forEach((value, key) => entries.push([key, typeof value === 'string' ? value : value.name]));
    return entries;
  }
  const text =
    typeof body === 'string'
      ? body
      : body instanceof URLSearchParams
        ? body.toString()
        : await new Response(body).text();
  new URLSearchParams(text).forEach((value, key) => entries.push([key, value]));
  return entries;
}
