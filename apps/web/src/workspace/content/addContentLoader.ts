import type { LoaderFunctionArgs } from 'react-router';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';
import { decide, type Decision } from '../permissions/decide.ts';

/** What the add-content screen needs: the session and whether the user may add content at all. */
export interface AddContentData {
  readonly session: WorkspaceSession;
  readonly decision: Decision;
}

/** The permission to add an item (the portal's `portal:user:createItem`). */
export const ADD_CONTENT_PERMISSION = 'hub:content:create';

/** `/workspace/content/new`: signed in (else the sign-in page), and the decision on `hub:content:create`. */
export async function addContentLoader({ request }: LoaderFunctionArgs): Promise<AddContentData> {
  const handle = requireSession(request);
  const session = await loadWorkspaceSession(handle, new URL(request.url).search);
  return { session, decision: decide(ADD_CONTENT_PERMISSION, session.answer, session.context) };
}
