import { canUseOnlineToken, type IAuthenticationManager } from '@esri/arcgis-rest-request';
import { getServerToken } from './getServerToken.ts';
import { isTokenFresh } from './isTokenFresh.ts';
import { refreshSession } from './refreshSession.ts';
import type { Session } from './Session.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';

/**
 * A live session: the current record, tokens on demand, and one refresh at a time. It is the
 * `authentication` to pass to `@esri/arcgis-rest-*` calls (and {@link portalRequest}).
 *
 * @example
 * await getItem(id, { portal: handle.portal, authentication: handle });
 * handle.current().token; // the token used
 */
export interface SessionHandle extends IAuthenticationManager {
  readonly portal: string;
  /** The session as it is now (after any refresh or new server token). */
  current(): Session;
  /** A valid token for `url`: the portal's (refreshed when expired) or a federated server's. */
  getToken(url: string): Promise<string>;
  getUsername(): Promise<string>;
  /** Refreshes now, whatever the expiry (the portal refused the token); drops cached server tokens. */
  refresh(): Promise<Session>;
  /**
   * Written by `@esri/arcgis-rest-request` for servers that answered without a token, so they are
   * not asked again for 24 hours. Not part of the session record.
   */
  readonly federatedServers: Record<string, { token: unknown; expires: Date }>;
}

/**
 * What to tell the caller about, and the injected clock.
 *
 * @example
 * createSessionHandle(session, { onChange: (s) => store.setItem('plaza:session', serializeSession(s)) });
 */
export interface SessionHandleOptions {
  /** Called with every new session record (refresh, server token), e.g. to store it. */
  readonly onChange?: (session: Session) => void;
  readonly deps?: Partial<SessionDeps>;
}

/**
 * Wraps a session for use as the client library's `authentication`: the token is used while
 * unexpired and refreshed otherwise (spec 1 §4), concurrent callers share one refresh, federated
 * servers get their own tokens ({@link getServerToken}), and `onChange` sees every new record.
 * It does not retry refused calls by itself: wrap calls in {@link withAuthRetry}.
 *
 * @example
 * const handle = createSessionHandle(session, { onChange: (s) => store.setItem(KEY, serializeSession(s)) });
 * const item = await withAuthRetry(handle, (authentication) => getItem(id, { portal: handle.portal, authentication }));
 */
export function createSessionHandle(initial: Session, options: SessionHandleOptions = {}): SessionHandle {
  const deps = resolveSessionDeps(options.deps);
  let session = initial;
  let refreshing: Promise<Session> | undefined;
  const serverRequests = new Map<string, Promise<string>>();
  const untokenedServers: SessionHandle['federatedServers'] = {};

  const update = (next: Session) => {
    if (next === session) return;
    session = next;
    options.onChange?.(next);
  };
  const runRefresh = (dropServerTokens: boolean): Promise<Session> => {
    refreshing ??= refreshSession(session, deps)
      .then((fresh) => {
        update(dropServerTokens ? { ...fresh, federatedServers: {} } : fresh);
        return session;
      })
      .finally(() => (refreshing = undefined));
    return refreshing;
  };
  const isPortalUrl = (url: string) =>
    canUseOnlineToken(session.portal, url) || url.toLowerCase().startsWith(session.portal.toLowerCase());

  const serverToken = (url: string): Promise<string> => {
    const key = url.toLowerCase().split(/\/rest(\/admin)?\/services\//)[0] ?? url;
    const untokened = untokenedServers[key];
    if (untokened && untokened.expires.getTime() > deps.now()) return Promise.resolve('');
    let pending = serverRequests.get(key);
    if (!pending) {
      pending = getServerToken(session, url, deps)
        .then(({ token, session: next }) => {
          update(next);
          return token;
        })
        .finally(() => serverRequests.delete(key));
      serverRequests.set(key, pending);
    }
    return pending;
  };

  return {
    get portal() {
      return session.portal;
    },
    current: () => session,
    getToken: async (url) => {
      if (!isPortalUrl(url)) return serverToken(url);
      if (isTokenFresh(session, deps.now())) return session.token;
      return (await runRefresh(false)).token;
    },
    getUsername: () => Promise.resolve(session.username),
    refresh: () => {
      for (const key of Object.keys(untokenedServers)) delete untokenedServers[key];
      return runRefresh(true);
    },
    federatedServers: untokenedServers,
  };
}
