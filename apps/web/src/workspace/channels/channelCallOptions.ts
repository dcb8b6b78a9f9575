import type { HubApiCallOptions } from '@plaza/core';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';

/**
 * Options of a discussions call from the workspace: the hub services of this deployment, the member's session.
 *
 * @example
 * await searchChannels({ num: 100 }, discussionsOptions(session));
 */
export function discussionsOptions(session: WorkspaceSession, signal?: AbortSignal): HubApiCallOptions {
  return {
    hubUrl: session.options.hubUrl ?? new URL(session.handle.portal).origin,
    authentication: session.handle,
    ...(signal ? { signal } : {}),
  };
}
