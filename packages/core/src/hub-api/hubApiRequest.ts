import type { IAuthenticationManager } from '@esri/arcgis-rest-request';
import { z } from 'zod/mini';
import { HubApiRequestError } from '../errors/HubApiRequestError.ts';

/** Where a hub service call goes and who makes it. */
export interface HubApiCallOptions {
  /** Origin of the hub services, e.g. `https://hub.example.org` (the context's `hubUrl`). */
  readonly hubUrl: string;
  /** Sent as `Authorization: Bearer {token}`. */
  readonly authentication?: IAuthenticationManager | string;
  readonly signal?: AbortSignal;
}

/** One call of a hub service: method, path, query or JSON body, and the token. */
export interface HubApiRequest {
  readonly method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly query?: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  readonly body?: unknown;
}

const errorBodySchema = z.object({ error: z.object({ title: z.string(), detail: z.optional(z.string()) }) });

/**
 * The one way Plaza calls a hub service (`/api/...`): JSON in and out, the caller's token as a bearer header,
 * and every failure a {@link HubApiRequestError} (`{title} :: {detail} :: {status}` from the service's
 * `{error:{title,detail}}` body, else `Got {status} {statusText}`).
 *
 * @example
 * const record = await hubApiRequest('/api/v3/domains/parks-riverside.example.org', {}, { hubUrl });
 */
export async function hubApiRequest(
  path: string,
  request: HubApiRequest,
  options: HubApiCallOptions,
): Promise<unknown> {
  const url = new URL(path, `${options.hubUrl.replace(/\/+$/, '')}/`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = await tokenOf(options);
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await globalThis.fetch(url.href, {
      method: request.method ?? 'GET',
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    throw new HubApiRequestError({ status: 0, statusText: String(cause), url: url.href, cause });
  }
  const text = await response.text();
  const json = parseJson(text);
  if (!response.ok) {
    const body = errorBodySchema.safeParse(json);
    throw new HubApiRequestError({
      status: response.status,
      statusText: response.statusText,
      url: url.href,
      ...(body.success ? { title: body.data.error.title, detail: body.data.error.detail } : {}),
    });
  }
  return json;
}

/** The portal token: hub services accept the portal's own token (asked for the portal, not the hub url, so an
 * identity manager does not look for a federated server there). */
async function tokenOf(options: HubApiCallOptions): Promise<string | undefined> {
  const { authentication } = options;
  if (!authentication) return undefined;
  return typeof authentication === 'string' ? authentication : authentication.getToken(authentication.portal);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
