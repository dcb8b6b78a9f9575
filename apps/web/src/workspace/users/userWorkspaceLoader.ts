import { buildWorkspaceLinks, getUser, PortalRequestError, type PortalUser, type WorkspaceLink } from '@plaza/core';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';
import { decide, type Decision } from '../permissions/decide.ts';

/** The one pane of a user's workspace (spec 2 §2, §3 User). */
export const USER_PANES = ['overview'] as const;
export type UserPane = (typeof USER_PANES)[number];

export interface UserWorkspaceData {
  readonly session: WorkspaceSession;
  /** The person as the portal shows them to the member. */
  readonly user: PortalUser;
  readonly links: readonly WorkspaceLink[];
  readonly pane: UserPane;
  /** `hub:user:workspace:{pane}` for the pane in the address. */
  readonly decision: Decision;
  /** Whether the member is this person (`hub:user:owner`): their own settings are a link away. */
  readonly own: boolean;
}

/**
 * `/workspace/users/{username}[/{pane}]` (spec 2 §2, issue 44): the person read with the member's token (not found
 * when the portal does not show them), and the panes the engine lets the member open.
 */
export async function userWorkspaceLoader({ request, params }: LoaderFunctionArgs): Promise<UserWorkspaceData> {
  const handle = requireSession(request);
  const session = await loadWorkspaceSession(handle, new URL(request.url).search);
  const username = params.id ?? '';
  if (!username) throw data('', { status: 404 });
  const user = await getUser(username, { ...session.options, signal: request.signal }).catch((error: unknown) => {
    if (error instanceof PortalRequestError && error.status !== 401) throw data('', { status: 404 });
    throw error;
  });
  const entity = { id: user.username, owner: user.username, orgId: user.orgId };
  const allowed = (permission: string) => decide(permission, session.answer, session.context, entity);
  const links = buildWorkspaceLinks('user', user.username).filter((link) =>
    link.permissions.every((permission) => allowed(permission).allowed),
  );
  if (!params.pane) throw redirect(`/workspace/users/${encodeURIComponent(user.username)}/overview`);
  if (!(USER_PANES as readonly string[]).includes(params.pane)) throw data('', { status: 404 });
  const pane = params.pane as UserPane;
  return {
    session,
    user,
    links,
    pane,
    decision: allowed(`hub:user:workspace:${pane}`),
    own: allowed('hub:user:owner').allowed,
  };
}
