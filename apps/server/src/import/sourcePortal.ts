import { portalRequest, PortalRequestError } from '@plaza/core';
import { z } from 'zod';

/** Where the import reads from: a portal's REST root and the token of the account that reads it. */
export interface SourceConnection {
  readonly portal: string;
  readonly token: string;
  /** Downloads files (data, thumbnails, resources); the global `fetch` unless a test injects one. */
  readonly fetch: typeof fetch;
}

/** A record as the source portal sent it: checked for the fields the import needs, every other field kept. */
export type SourceRecord = Record<string, unknown>;

const pageSchema = z.object({
  total: z.number().optional(),
  nextStart: z.number().optional(),
  results: z.array(z.record(z.string(), z.unknown())),
});

/** The portal's search limit: only the first 10,000 results of a query can be paged to. */
export const SEARCH_WINDOW = 10_000;

/**
 * A JSON call to the source portal with the import's token (through `@esri/arcgis-rest-request`, as every portal
 * call Plaza makes).
 *
 * @example
 * const self = await sourceJson<SourceRecord>(source, 'portals/self');
 */
export function sourceJson<T>(
  source: SourceConnection,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  return withRetry(() => portalRequest<T>(path, { portal: source.portal, authentication: source.token, params }));
}

/** Every page of a paged list (`search`, `community/groups`, `portals/self/users`), up to the search window. */
export async function sourcePages(
  source: SourceConnection,
  path: string,
  params: Record<string, string | number>,
): Promise<{ results: SourceRecord[]; total: number }> {
  const results: SourceRecord[] = [];
  let start = 1;
  let total = 0;
  for (let page = 0; page < SEARCH_WINDOW / 100; page += 1) {
    const answer = pageSchema.parse(await sourceJson<unknown>(source, path, { ...params, start, num: 100 }));
    total = answer.total ?? results.length + answer.results.length;
    results.push(...answer.results);
    const next = answer.nextStart ?? -1;
    if (next <= start || answer.results.length === 0) break;
    start = next;
  }
  return { results, total };
}

/** A group's members: its owner, admins and users (as `community/groups/{id}/users` lists them). */
export async function sourceGroupMembers(
  source: SourceConnection,
  groupId: string,
): Promise<{ owner: string; admins: string[]; users: string[] }> {
  const answer = z
    .object({ owner: z.string(), admins: z.array(z.string()).catch([]), users: z.array(z.string()).catch([]) })
    .parse(await sourceJson<unknown>(source, `community/groups/${encodeURIComponent(groupId)}/users`));
  return { owner: answer.owner, admins: answer.admins.filter((u) => u !== answer.owner), users: answer.users };
}

/** An item's resources with their sizes (empty when the item has none or the portal keeps none). */
export async function sourceItemResources(
  source: SourceConnection,
  itemId: string,
): Promise<{ resource: string; size: number }[]> {
  const answer = z
    .object({
      resources: z.array(z.object({ resource: z.string(), size: z.number().catch(0) }).loose()).catch([]),
    })
    .loose()
    .parse(await sourceJson<unknown>(source, `content/items/${encodeURIComponent(itemId)}/resources`, { num: 1000 }));
  return answer.resources.map(({ resource, size }) => ({ resource, size }));
}

/** A file of the source portal: JSON (read whole, to migrate) or bytes (streamed into the database). */
export type SourceFile =
  | { readonly kind: 'json'; readonly contentType: string; readonly value: unknown }
  | { readonly kind: 'bytes'; readonly contentType: string; readonly chunks: AsyncIterable<Uint8Array> };

/**
 * Opens a file of the source portal (an item's data, thumbnail or a resource). Undefined when the portal has none:
 * a non-2xx answer, or the portal's 200 error envelope (`{"error":…}`) where a file was asked for. Bytes are not
 * held in memory: the caller streams them where they go.
 */
export async function sourceFile(source: SourceConnection, path: string): Promise<SourceFile | undefined> {
  const url = new URL(`${source.portal.replace(/\/+$/, '')}/${path}`);
  url.searchParams.set('token', source.token);
  const response = await withRetry(() => source.fetch(url));
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return undefined;
  }
  const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
  if (contentType.includes('json')) {
    let value: unknown;
    try {
      value = JSON.parse(await response.text());
    } catch {
      return undefined;
    }
    const isError = typeof value === 'object' && value !== null && !Array.isArray(value) && 'error' in value;
    return isError ? undefined : { kind: 'json', contentType: 'application/json', value };
  }
  return { kind: 'bytes', contentType, chunks: chunksOf(response.body) };
}

async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

const ATTEMPTS = 3;

/**
 * Runs a read again when the network, not the portal, failed it (a connection reset as a kept-alive socket closes, a
 * timeout): a long import must not stop on one dropped connection. A portal's own error answers at once.
 */
async function withRetry<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isNetworkError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

function isNetworkError(error: unknown): boolean {
  if (error instanceof PortalRequestError) return error.status === undefined && isNetworkError(error.cause);
  return error instanceof TypeError && /fetch failed|network|socket/i.test(error.message);
}

/** True when a portal error means "no such record" or "not yours to see" (the import reports it and goes on). */
export function isMissingOrHidden(error: unknown): boolean {
  return error instanceof PortalRequestError && (error.status === 400 || error.status === 403 || error.status === 404);
}
