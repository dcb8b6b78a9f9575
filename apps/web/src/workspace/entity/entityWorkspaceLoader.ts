import {
  buildWorkspaceLinks,
  EntityNotFoundError,
  getDefaultWorkspacePane,
  getWorkspaceRoute,
  type WorkspaceLink,
  toPermissionEntity,
} from '@plaza/core';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { fetchAbilities, type AbilitiesAnswer } from '../api/fetchAbilities.ts';
import { fetchWorkspaceEntity } from '../api/fetchWorkspaceEntity.ts';
import { isDrawnPane } from '../panes/servedPanes.ts';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { recordWorkspaceVisit } from '../api/recordWorkspaceVisit.ts';
import { requireSession } from '../api/requireSession.ts';
import { kindOfPlural, type WorkspaceEntity } from '../api/workspaceKinds.ts';
import { decide } from '../permissions/decide.ts';

export interface EntityWorkspaceData {
  readonly session: WorkspaceSession;
  readonly target: WorkspaceEntity;
  /** The server's answer for this entity. */
  readonly answer: AbilitiesAnswer;
  /** The panes the user may open, in the table's order (spec 2 §2). */
  readonly links: readonly WorkspaceLink[];
  /** Every pane of the entity's type this app draws (content's collaborators included), open to the user or not. */
  readonly panes: readonly string[];
  /** The pane in the URL (one of the entity type's panes; maybe not among `links`). */
  readonly pane: string;
}

/**
 * `/workspace/{plural}/{id}/{pane}`: the entity (by id or slug) and what the user may do with it; a missing pane
 * goes to the default one (spec 3 §2), a pane the type does not have is not found, and the visit is recorded in the
 * history when that feature is on.
 */
export async function entityWorkspaceLoader({ request, params }: LoaderFunctionArgs): Promise<EntityWorkspaceData> {
  const handle = requireSession(request);
  const kind = kindOfPlural(params.plural);
  if (!kind || !params.id) throw data('', { status: 404 });
  const search = new URL(request.url).search;
  const session = await loadWorkspaceSession(handle, search);
  let target: WorkspaceEntity;
  try {
    target = await fetchWorkspaceEntity(kind, params.id, { ...session.options, signal: request.signal });
  } catch (error) {
    if (error instanceof EntityNotFoundError) throw data('', { status: 404 });
    throw error;
  }
  const answer = await fetchAbilities(handle, { kind, id: target.entity.id }, { search, signal: request.signal });
  const entity = toPermissionEntity(target.entity);
  // Only panes this app draws, of services this deployment serves (issue 13 item 8), and that the user may open.
  const all = buildWorkspaceLinks(kind, target.entity.id);
  const links = all.filter(
    (link) =>
      isDrawnPane(kind, link.pane) &&
      link.permissions.every((permission) => decide(permission, answer, session.context, entity).allowed),
  );
  if (!params.pane) throw redirect(getWorkspaceRoute(kind, target.entity.id, getDefaultWorkspacePane(links)));
  // The type's panes (spec 2 §2), and content's collaborators, which the link builder adds.
  const panes = all.map((link) => link.pane).filter((pane) => isDrawnPane(kind, pane));
  if (!panes.includes(params.pane)) throw data('', { status: 404 });
  if (decide('hub:feature:history', session.answer, session.context).allowed) {
    void recordWorkspaceVisit(session, target, Date.now(), (error) => console.warn('History not recorded:', error));
  }
  return { session, target, answer, links, panes, pane: params.pane };
}
