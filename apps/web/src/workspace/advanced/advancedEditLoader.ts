import { EntityNotFoundError, fetchEntity, type HubSite } from '@plaza/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { defineCalcite } from '../calcite/defineCalcite.ts';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';
import { resolveHostSite } from '../layoutEditor/resolveHostSite.ts';

export interface AdvancedEditData {
  readonly session: WorkspaceSession;
  /** The site, as `target` so the workspace's titles name it. */
  readonly target: { readonly kind: 'site'; readonly entity: HubSite };
}

/**
 * The site the advanced editor edits (issue 23, spec 1 §2 `/edit/advanced`): the one its route names
 * (`/workspace/sites/{siteId}/edit/advanced`) or the host's site (`/edit/advanced`), read with the member's session.
 */
export async function advancedEditLoader({ request, params }: LoaderFunctionArgs): Promise<AdvancedEditData> {
  const handle = requireSession(request);
  const url = new URL(request.url);
  const [session] = await Promise.all([loadWorkspaceSession(handle, url.search), defineCalcite()]);
  const options = { ...session.options, signal: request.signal };
  let site: HubSite | undefined;
  try {
    site = params.siteId ? await fetchEntity('site', params.siteId, options) : await resolveHostSite(url, options);
  } catch (error) {
    if (!(error instanceof EntityNotFoundError)) throw error;
  }
  if (!site) throw data('', { status: 404 });
  return { session, target: { kind: 'site', entity: site } };
}
