import { getCatalogGroups } from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchWorkspaceEntity } from '../api/fetchWorkspaceEntity.ts';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';
import { decide, type Decision } from '../permissions/decide.ts';

/** The site content is being added from (`?site={id}`): its name and the groups its catalog draws from. */
export interface AddContentSite {
  readonly id: string;
  readonly name: string;
  readonly groupIds: readonly string[];
}

/** What the add-content screen needs: the session, whether the user may add content at all, the site it is for. */
export interface AddContentData {
  readonly session: WorkspaceSession;
  readonly decision: Decision;
  readonly site?: AddContentSite;
}

/** The permission to add an item (the portal's `portal:user:createItem`). */
export const ADD_CONTENT_PERMISSION = 'hub:content:create';

/**
 * `/workspace/content/new`: signed in (else the sign-in page), and the decision on `hub:content:create`. Opened from a
 * site (`?site={id}`), the site and the groups of its catalog come along, so the new item lands in that catalog; a
 * site that cannot be read is simply not named.
 */
export async function addContentLoader({ request }: LoaderFunctionArgs): Promise<AddContentData> {
  const handle = requireSession(request);
  const url = new URL(request.url);
  const session = await loadWorkspaceSession(handle, url.search);
  const decision = decide(ADD_CONTENT_PERMISSION, session.answer, session.context);
  const siteId = url.searchParams.get('site');
  const target = siteId
    ? await fetchWorkspaceEntity('site', siteId, { ...session.options, signal: request.signal }).catch(() => undefined)
    : undefined;
  if (target?.kind !== 'site') return { session, decision };
  const site = { id: target.entity.id, name: target.entity.name, groupIds: getCatalogGroups(target.entity.catalog) };
  return { session, decision, site };
}
