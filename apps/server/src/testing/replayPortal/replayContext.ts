import type { Context } from 'hono';
import type { JsonObject, ReplayOrg } from './loadReplayOrg.ts';
import type { ReplayCaller } from './replayAccess.ts';

/** What every replay route works with: the org, the tokens handed out by its OAuth flow, and the base path. */
export interface ReplayState {
  readonly org: ReplayOrg;
  /** Tokens issued by `/oauth2/token` (token → username), besides the manifest's fixed ones. */
  readonly issued: Map<string, string>;
  /** Authorization codes (code → username + redirect). */
  readonly codes: Map<string, { readonly username: string; readonly redirectUri: string }>;
  /** Where the portal's REST root sits on this server: `''` (`/sharing/rest`) or `/portal` (Enterprise). */
  readonly basePath: string;
}

/** The portal's error envelope: HTTP 200, as real portals answer (PORTAL-API.md). */
export function portalError(c: Context, code: number, message: string, messageCode = `REPLAY_${code}`): Response {
  return c.json({ error: { code, messageCode, message, details: [] } });
}

/** Query and form parameters together, form winning (the portal reads both). */
export async function paramsOf(c: Context): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  if (c.req.method === 'POST') {
    const body = await c.req.parseBody();
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') params[key] = value;
  }
  return params;
}

/**
 * The caller of a request: the user of its token, anonymous without one, or `undefined` for a token the replay does
 * not know (the route answers 498).
 */
export function callerOf(state: ReplayState, c: Context, params: Record<string, string>): ReplayCaller | undefined {
  const header = c.req.header('authorization') ?? c.req.header('x-esri-authorization');
  const token = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1] ?? params.token;
  if (!token) return { kind: 'anonymous' };
  const username = state.org.tokens.get(token) ?? state.issued.get(token);
  const user = username ? findUser(state.org, username) : undefined;
  return user ? { kind: 'user', user } : undefined;
}

export function findUser(org: ReplayOrg, username: string): JsonObject | undefined {
  return org.users.find((user) => user.username === username);
}

/** One page of a list, the portal's way (1-based `start`, `num` ≤ 100, `nextStart` −1 at the end). */
export function pageOf<T>(
  all: readonly T[],
  params: Record<string, string>,
): { total: number; start: number; num: number; nextStart: number; page: T[] } {
  const start = Math.max(1, Number(params.start) || 1);
  const num = Math.min(100, Math.max(0, Number(params.num ?? 10) || 0));
  const page = all.slice(start - 1, start - 1 + num);
  const next = start + page.length;
  return { total: all.length, start, num, nextStart: next <= all.length && page.length > 0 ? next : -1, page };
}
