import { EntityNotFoundError, fetchEntity, type HubPage, type HubSite } from '@plaza/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { defineCalcite } from '../calcite/defineCalcite.ts';
import { fetchAbilities, type AbilitiesAnswer } from '../api/fetchAbilities.ts';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';
import { resolveHostSite } from './resolveHostSite.ts';

/** What the layout editor edits: the site's home layout, or one page's. */
export type LayoutTarget =
  { readonly kind: 'site'; readonly entity: HubSite } | { readonly kind: 'page'; readonly entity: HubPage };

export interface LayoutEditorData {
  readonly session: WorkspaceSession;
  readonly target: LayoutTarget;
  /** The site whose chrome frames the preview (the host's site), when there is one. */
  readonly site: HubSite | undefined;
  readonly answer: AbilitiesAnswer;
}

/**
 * `/edit` (the site of this host) and `/pages/{id}/edit`: the entity with the user's session, the site for the
 * preview's chrome, and what the user may do with the entity.
 */
export async function layoutEditorLoader({ request, params }: LoaderFunctionArgs): Promise<LayoutEditorData> {
  const handle = requireSession(request);
  const url = new URL(request.url);
  const [session] = await Promise.all([loadWorkspaceSession(handle, url.search), defineCalcite()]);
  const options = { ...session.options, signal: request.signal };
  const site = await resolveHostSite(url, options);
  let target: LayoutTarget;
  if (params.id) {
    try {
      target = { kind: 'page', entity: await fetchEntity('page', params.id, options) };
    } catch (error) {
      if (error instanceof EntityNotFoundError) throw data('', { status: 404 });
      throw error;
    }
  } else {
    if (!site) throw data('', { status: 404 });
    target = { kind: 'site', entity: site };
  }
  const answer = await fetchAbilities(
    handle,
    { kind: target.kind, id: target.entity.id },
    { search: url.search, signal: request.signal },
  );
  return { session, target, site, answer };
}
