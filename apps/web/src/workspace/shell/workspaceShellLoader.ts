import type { LoaderFunctionArgs } from 'react-router';
import { defineCalcite } from '../calcite/defineCalcite.ts';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';

/**
 * The workspace frame: signed in (else to the sign-in page, and back), Calcite defined, and the user's session,
 * context and abilities loaded (shared with every workspace screen through the session cache).
 */
export async function workspaceShellLoader({ request }: LoaderFunctionArgs): Promise<WorkspaceSession> {
  const handle = requireSession(request);
  const [session] = await Promise.all([loadWorkspaceSession(handle, new URL(request.url).search), defineCalcite()]);
  return session;
}
