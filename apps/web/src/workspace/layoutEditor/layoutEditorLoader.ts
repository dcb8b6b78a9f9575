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
 * The layout editor's entity, always the one its route names: `/workspace/sites/{siteId}/edit` (that site's home),
 * `/workspace/sites/{siteId}/pages/{id}/edit` (a page of that site, in its chrome), `/workspace/pages/{id}/edit` (a
 * page, in the chrome of the host's site only if that site lists it), and the host-bound `/edit` and
 * `/pages/{id}/edit` (spec 1 §2). The host's site never stands in for another site (issue 13).
 */
export async function layoutEditorLoader({ request, params }: LoaderFunctionArgs): Promise<LayoutEditorData> {
  const handle = requireSession(request);
  const url = new URL(request.url);
  const [session] = await Promise.all([loadWorkspaceSession(handle, url.search), defineCalcite()]);
  const options = { ...session.options, signal: request.signal };
  const site = params.siteId
    ? await fetchOrNotFound('site', params.siteId, options)
    : await resolveHostSite(url, options);
  const page = params.id ? await fetchOrNotFound('page', params.id, options) : undefined;
  // A page is previewed in a site's chrome only when that site lists it.
  const listed = page !== undefined && (site?.pages.some((link) => link.id === page.id) ?? false);
  if (page && params.siteId && !listed) throw data('', { status: 404 });
  if (!page && !site) throw data('', { status: 404 });
  const target: LayoutTarget = page ? { kind: 'page', entity: page } : { kind: 'site', entity: site! };
  const answer = await fetchAbilities(
    handle,
    { kind: target.kind, id: target.entity.id },
    { search: url.search, signal: request.signal },
  );
  return { session, target, site: page && !listed ? undefined : site, answer };
}

async function fetchOrNotFound<K extends 'site' | 'page'>(
  kind: K,
  id: string,
  options: Parameters<typeof fetchEntity>[2],
): Promise<K extends 'site' ? HubSite : HubPage> {
  try {
    return (await fetchEntity(kind, id, options)) as K extends 'site' ? HubSite : HubPage;
  } catch (error) {
    if (error instanceof EntityNotFoundError) throw data('', { status: 404 });
    throw error;
  }
}
