import {
  buildWorkspaceLinks,
  fetchHubGroup,
  PortalRequestError,
  type Context,
  type ContextGroup,
  type HubGroup,
  type WorkspaceLink,
} from '@plaza/core';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';
import { decide, type Decision } from '../permissions/decide.ts';

/** The panes of a group this workspace draws (spec 2 §2); discussions are switched on and off in their own. */
export const GROUP_PANES = ['details', 'members', 'content', 'discussion', 'settings'] as const;
export type GroupPane = (typeof GROUP_PANES)[number];

/** What the group's screens may do, decided by the engine (display only: the portal enforces). */
export interface GroupAbilities {
  readonly edit: Decision;
  readonly delete: Decision;
  readonly assignMembers: Decision;
}

export interface GroupWorkspaceData {
  readonly session: WorkspaceSession;
  readonly group: HubGroup;
  /** The session's context with the caller's membership of this group as the portal says it now. */
  readonly context: Context;
  readonly links: readonly WorkspaceLink[];
  readonly pane: GroupPane;
  readonly can: GroupAbilities;
}

/**
 * The context with the caller's membership of one group as just read: the session's list of groups is read once per
 * sign-in, so a group made or joined since would otherwise not count the caller as its owner or member.
 *
 * @example
 * withMembership(context, group).currentUser?.groups; // includes group with its memberType
 */
export function withMembership(
  context: Context,
  group: Pick<HubGroup, 'id' | 'name' | 'isViewOnly' | 'userMembership'>,
): Context {
  const user = context.currentUser;
  if (!user) return context;
  const others = (user.groups ?? []).filter((g) => g.id !== group.id);
  const memberType = group.userMembership?.memberType;
  const groups: ContextGroup[] =
    memberType === 'owner' || memberType === 'admin' || memberType === 'member'
      ? [...others, { id: group.id, title: group.name, isViewOnly: group.isViewOnly, userMembership: { memberType } }]
      : others;
  return { ...context, currentUser: { ...user, groups } };
}

/**
 * `/workspace/groups/{id}[/{pane}]` (issue 19): the group read as the member (not found when they cannot see it), the
 * panes the engine lets them open (`hub:group:workspace:{pane}`), and what they may change.
 */
export async function groupWorkspaceLoader({ request, params }: LoaderFunctionArgs): Promise<GroupWorkspaceData> {
  const handle = requireSession(request);
  const search = new URL(request.url).search;
  const session = await loadWorkspaceSession(handle, search);
  const id = params.id ?? '';
  if (!/^[0-9a-f]{32}$/i.test(id)) throw data('', { status: 404 });
  const group = await fetchHubGroup(id, { ...session.options, signal: request.signal }).catch((error: unknown) => {
    if (error instanceof PortalRequestError && error.status !== 401) throw data('', { status: 404 });
    throw error;
  });
  const context = withMembership(session.context, group);
  const entity = { id: group.id, owner: group.owner, isViewOnly: group.isViewOnly };
  const allowed = (permission: string) => decide(permission, session.answer, context, entity);
  const links = buildWorkspaceLinks('group', group.id).filter(
    (link) =>
      (GROUP_PANES as readonly string[]).includes(link.pane) &&
      link.permissions.every((permission) => allowed(permission).allowed),
  );
  if (!params.pane) throw redirect(links[0]?.href ?? `/workspace/groups/${group.id}/members`);
  if (!(GROUP_PANES as readonly string[]).includes(params.pane)) throw data('', { status: 404 });
  return {
    session,
    group,
    context,
    links,
    pane: params.pane as GroupPane,
    can: {
      edit: allowed('hub:group:edit'),
      delete: allowed('hub:group:delete'),
      assignMembers: allowed('hub:group:members:assign'),
    },
  };
}
