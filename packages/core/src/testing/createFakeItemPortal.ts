import { domainRecordSchema, type DomainRecord } from '../hub-api/domainRecord.ts';
import { portalItemSchema, type PortalItem } from '../entities/items/itemModel.ts';

/** The portal REST root and hub origin the fake answers for. */
export const FAKE_PORTAL = 'https://portal.test/sharing/rest';
export const FAKE_HUB = 'https://hub.test';

/** A request the fake received. */
export interface FakeCall {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly headers: Headers;
  readonly body?: unknown;
}

/** What the fake holds: items (with data) and domain records, both open to tests. */
export interface FakeItemPortal {
  readonly fetch: typeof fetch;
  readonly items: Map<string, { item: PortalItem; data: Record<string, unknown> }>;
  readonly domains: DomainRecord[];
  /** OAuth apps registered against items, by client id. */
  readonly apps: Map<string, { itemId: string; redirectUris: string[] }>;
  readonly calls: FakeCall[];
}

/**
 * An in-memory portal (items, item data, search by `typekeywords:"…"`, `type:"…"` and `NOT id:…`, addItem, update
 * with `clearEmptyFields`, delete, `oauth2/registerApp`, `oauth2/apps/{id}/update`, `registeredAppInfo`) and domain service, answering through `fetch` like the real ones: portal errors
 * as HTTP 200 envelopes, domain errors as real statuses with `{error:{title,detail}}`. Ids are deterministic.
 * Install with `vi.stubGlobal('fetch', fake.fetch)`.
 *
 * @example
 * const fake = createFakeItemPortal();
 * vi.stubGlobal('fetch', fake.fetch);
 * await createEntity('site', { name: 'Parks' }, { portal: FAKE_PORTAL, hubUrl: FAKE_HUB, authentication: 'token', owner: 'ana', portalSelf });
 */
export function createFakeItemPortal(now: () => number = () => Date.UTC(2026, 0, 1)): FakeItemPortal {
  const items = new Map<string, { item: PortalItem; data: Record<string, unknown> }>();
  const domains: DomainRecord[] = [];
  const apps = new Map<string, { itemId: string; redirectUris: string[] }>();
  const calls: FakeCall[] = [];
  let nextId = 1;

  const portalFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const params = await readParams(url, init?.body);
    const path = url.pathname;
    const jsonBody =
      url.origin === FAKE_HUB && typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({
      method,
      path,
      params,
      headers: new Headers(init?.headers),
      ...(jsonBody !== undefined ? { body: jsonBody } : {}),
    });
    if (url.origin === FAKE_HUB) return domainRoute(method, path, url.searchParams, jsonBody);
    return Response.json(portalRoute(method, path, params));
  };

  function portalRoute(_method: string, path: string, params: Record<string, string>): unknown {
    const rest = path.replace(/^\/sharing\/rest/, '');
    let m = /^\/content\/items\/([^/]+)(\/data)?$/.exec(rest);
    if (m?.[1]) {
      const found = items.get(m[1]);
      if (!found) return notFound();
      return m[2] ? found.data : found.item;
    }
    if (rest === '/search') return search(params.q ?? '', Number(params.num ?? 10));
    if (rest === '/oauth2/registerApp') {
      const itemId = params.itemId ?? '';
      if ([...apps.values()].some((app) => app.itemId === itemId)) return badRequest('Item is already registered.');
      const clientId = `app${apps.size + 1}`;
      apps.set(clientId, { itemId, redirectUris: JSON.parse(params.redirect_uris ?? '[]') as string[] });
      return { client_id: clientId, itemId, redirect_uris: apps.get(clientId)?.redirectUris };
    }
    m = /^\/content\/items\/([^/]+)\/registeredAppInfo$/.exec(rest);
    if (m?.[1]) {
      const found = [...apps.entries()].find(([, app]) => app.itemId === m?.[1]);
      if (!found) return badRequest('Item is not registered as an application.');
      return { client_id: found[0], itemId: found[1].itemId, redirect_uris: found[1].redirectUris };
    }
    m = /^\/oauth2\/apps\/([^/]+)\/update$/.exec(rest);
    if (m?.[1]) {
      const app = apps.get(m[1]);
      if (!app) return badRequest('Invalid client_id.');
      app.redirectUris = JSON.parse(params.redirect_uris ?? '[]') as string[];
      return { client_id: m[1], itemId: app.itemId, redirect_uris: app.redirectUris };
    }
    m = /^\/content\/users\/([^/]+)(?:\/[^/]+)?\/addItem$/.exec(rest);
    if (m?.[1]) {
      const id = (nextId++).toString(16).padStart(32, '0');
      const item = portalItemSchema.parse({
        ...readItemParams(params),
        id,
        owner: m[1],
        created: now(),
        modified: now(),
        itemControl: 'admin',
        access: 'private',
      });
      items.set(id, { item, data: params.text ? (JSON.parse(params.text) as Record<string, unknown>) : {} });
      return { success: true, id, folder: '' };
    }
    m = /^\/content\/users\/[^/]+(?:\/[^/]+)?\/items\/([^/]+)\/(update|delete)$/.exec(rest);
    if (m?.[1]) {
      const found = items.get(m[1]);
      if (!found) return notFound();
      if (m[2] === 'delete') {
        if (found.item.protected)
          return { error: { code: 400, messageCode: 'CONT_0008', message: 'Item is protected.', details: [] } };
        items.delete(m[1]);
        return { success: true, itemId: m[1] };
      }
      const update = readItemParams(params);
      const clear = params.clearEmptyFields === 'true';
      const merged: Record<string, unknown> = { ...found.item };
      for (const [key, value] of Object.entries(update)) {
        const empty = value === '' || (Array.isArray(value) && value.length === 0);
        if (!empty || clear) merged[key] = value;
      }
      found.item = { ...(merged as PortalItem), modified: now() };
      if (params.text !== undefined) found.data = JSON.parse(params.text) as Record<string, unknown>;
      return { success: true, id: m[1] };
    }
    return { error: { code: 400, messageCode: 'GWM_0400', message: `Invalid URL ${rest}`, details: [] } };
  }

  function search(q: string, num: number): unknown {
    const keywords = [...q.matchAll(/typekeywords:"([^"]*)"/gi)].map((x) => (x[1] ?? '').toLowerCase());
    const types = [...q.matchAll(/type:"([^"]*)"/gi)].map((x) => x[1] ?? '');
    const excluded = [...q.matchAll(/NOT id:(\w+)/g)].map((x) => x[1]);
    const results = [...items.values()]
      .map((x) => x.item)
      .filter((item) => keywords.every((k) => item.typeKeywords.some((tk) => tk.toLowerCase() === k)))
      .filter((item) => types.length === 0 || types.includes(item.type))
      .filter((item) => !excluded.includes(item.id));
    return { query: q, total: results.length, start: 1, num, nextStart: -1, results: results.slice(0, num) };
  }

  function domainRoute(method: string, path: string, query: URLSearchParams, body: unknown): Response {
    const tail = decodeURIComponent(path.replace(/^\/api\/v3\/domains\/?/, ''));
    if (method === 'GET' && tail) {
      const record = domains.find((d) => d.hostname === tail.toLowerCase());
      return record ? Response.json(record) : hubError(404, 'Not Found', `No domain ${tail}.`);
    }
    if (method === 'GET') return Response.json(domains.filter((d) => d.siteId === query.get('siteId')));
    if (method === 'POST') {
      const record = domainRecordSchema.parse({ ...(body as object), id: String(domains.length + 1000) });
      if (domains.some((d) => d.hostname === record.hostname)) return hubError(409, 'Conflict', 'Hostname taken.');
      domains.push(record);
      return Response.json(record, { status: 201 });
    }
    if (method === 'DELETE') {
      const keep = domains.filter((d) => (tail ? d.id !== tail : d.siteId !== query.get('siteId')));
      const removed = domains.length - keep.length;
      domains.splice(0, domains.length, ...keep);
      return removed || !tail ? new Response(null, { status: 204 }) : hubError(404, 'Not Found', `No domain ${tail}.`);
    }
    return hubError(404, 'Not Found', path);
  }

  return { fetch: portalFetch as typeof fetch, items, domains, apps, calls };
}

function notFound(): unknown {
  return {
    error: { code: 400, messageCode: 'CONT_0001', message: 'Item does not exist or is inaccessible.', details: [] },
  };
}

function badRequest(message: string): unknown {
  return { error: { code: 400, messageCode: 'GWM_0001', message, details: [] } };
}

function hubError(status: number, title: string, detail: string): Response {
  return Response.json({ error: { title, detail } }, { status, statusText: title });
}

const LISTS = new Set(['typeKeywords', 'tags', 'categories']);
const FIELDS = ['title', 'type', 'snippet', 'description', 'licenseInfo', 'culture', 'url', 'thumbnail', 'access'];

function readItemParams(params: Record<string, string>): Partial<PortalItem> & Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const key of FIELDS) if (params[key] !== undefined) item[key] = params[key];
  for (const key of LISTS) if (params[key] !== undefined) item[key] = params[key] ? params[key].split(',') : [];
  if (params.properties) item.properties = JSON.parse(params.properties) as unknown;
  if (params.extent)
    item.extent = params.extent
      .split(',')
      .map(Number)
      .reduce<number[][]>((acc, n, i) => (i % 2 ? acc[acc.length - 1]!.push(n) : acc.push([n]), acc), []);
  return item;
}

async function readParams(url: URL, body: RequestInit['body']): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  url.searchParams.forEach((value, key) => (params[key] = value));
  if (body instanceof FormData)
    body.forEach((value, key) => (params[key] = typeof value === 'string' ? value : value.name));
  else if (typeof body === 'string' && !body.startsWith('{'))
    new URLSearchParams(body).forEach((value, key) => (params[key] = value));
  return params;
}
