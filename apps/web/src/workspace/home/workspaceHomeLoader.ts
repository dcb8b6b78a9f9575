import { fetchUserHubSettings, type UserHistoryEntry } from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';
import { searchOwnItems, type OwnItem } from '../api/searchOwnItems.ts';
import { decide } from '../permissions/decide.ts';

export interface WorkspaceHomeData {
  readonly session: WorkspaceSession;
  /** Recently visited entities, newest first (spec 1 §4), when the history feature is on. */
  readonly history: readonly UserHistoryEntry[] | undefined;
  readonly ownItems: readonly OwnItem[];
  /** Set when a part could not be loaded: the rest of the page still works. */
  readonly problems: readonly string[];
}

/** The workspace home: the user's history (fresh from their settings) and their own entities. */
export async function workspaceHomeLoader({ request }: LoaderFunctionArgs): Promise<WorkspaceHomeData> {
  const handle = requireSession(request);
  const session = await loadWorkspaceSession(handle, new URL(request.url).search);
  const username = handle.current().username;
  const calls = { portal: session.options.portal, authentication: handle, signal: request.signal };
  const withHistory = decide('hub:feature:history', session.answer, session.context).allowed;
  const problems: string[] = [];
  const [history, ownItems] = await Promise.all([
    withHistory
      ? fetchUserHubSettings(username, calls).then(
          (settings) => settings.history?.entries ?? [],
          (error: unknown) => {
            problems.push(error instanceof Error ? error.message : String(error));
            return [];
          },
        )
      : Promise.resolve(undefined),
    searchOwnItems(username, calls).catch((error: unknown) => {
      problems.push(error instanceof Error ? error.message : String(error));
      return [];
    }),
  ]);
  return { session, history, ownItems, problems };
}
