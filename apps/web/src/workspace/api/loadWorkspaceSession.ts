import {
  entityOptionsFromContext,
  loadContext,
  type Context,
  type EntityWriteOptions,
  type SessionHandle,
} from '@plaza/core';
import { fetchAbilities, type AbilitiesAnswer } from './fetchAbilities.ts';

/** What every workspace screen shares: the session, the user's context, what they may do, and call options. */
export interface WorkspaceSession {
  readonly handle: SessionHandle;
  /** Core's context for the signed-in user (portal, user with privileges and groups, hub settings, flags). */
  readonly context: Context;
  /** The server's answer without an entity: feature gates and create permissions. */
  readonly answer: AbilitiesAnswer;
  /** Options for core's entity calls: the portal, the session, the organisation and the domain service. */
  readonly options: EntityWriteOptions;
}

let cached:
  { readonly key: string; readonly handle: SessionHandle; readonly value: Promise<WorkspaceSession> } | undefined;

/** The page's feature-flag parameters, the only part of the URL that changes the context. */
function flagKey(search: string): string {
  const params = new URLSearchParams(search);
  return ['pe', 'pd', 'sol', 'sna'].map((key) => params.getAll(key).join(',')).join('|');
}

/**
 * Loads (once per sign-in and flag parameters) what the workspace needs to decide and to save: the server's feature
 * flags and abilities, then core's context built with the same flags (ADR 0091), and the options every core call
 * takes — the portal and hub services on this origin (ADR 0090), the organisation and its base domain.
 *
 * @example
 * const { context, options } = await loadWorkspaceSession(handle, location.search);
 */
export function loadWorkspaceSession(handle: SessionHandle, search = ''): Promise<WorkspaceSession> {
  const key = `${handle.current().username}@${handle.portal}#${flagKey(search)}`;
  // Another sign-in (even as the same user) brings another handle: its tokens, not the old ones.
  if (cached?.key === key && cached.handle === handle) return cached.value;
  const value = (async (): Promise<WorkspaceSession> => {
    const answer = await fetchAbilities(handle, undefined, { search });
    const origin = new URL(handle.portal).origin;
    const context = await loadContext({
      portal: handle.portal,
      authentication: handle,
      featureFlags: answer.featureFlags,
      searchParams: search,
      hubUrl: origin,
    });
    const baseDomain = context.portal.portalHostname;
    const options: EntityWriteOptions = {
      ...entityOptionsFromContext(context, baseDomain ? { baseDomain } : {}),
      authentication: handle,
    };
    return { handle, context, answer, options };
  })();
  value.catch(() => {
    if (cached?.value === value) cached = undefined;
  });
  cached = { key, handle, value };
  return value;
}

/** Forgets the loaded session (after sign-out, or when settings such as the history changed). */
export function forgetWorkspaceSession(): void {
  cached = undefined;
}
