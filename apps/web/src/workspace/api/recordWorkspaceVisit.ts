import { getWorkspaceRoute, recordHistoryVisit } from '@plaza/core';
import type { WorkspaceSession } from './loadWorkspaceSession.ts';
import type { WorkspaceEntity } from './workspaceKinds.ts';

/** Visits recorded in this tab, so moving between the panes of one entity writes the history once. */
let last: string | undefined;

/**
 * Adds the entity to the user's history (spec 1 §4: deduplicated, newest first, 10 sites / 50 others) through
 * core's settings code. Best effort: a failure is reported to `onError` and never stops the workspace.
 *
 * @example
 * void recordWorkspaceVisit(session, target, Date.now(), console.warn);
 */
export async function recordWorkspaceVisit(
  session: WorkspaceSession,
  target: WorkspaceEntity,
  visited: number,
  onError: (error: unknown) => void,
): Promise<void> {
  const key = `${session.handle.current().username}:${target.kind}:${target.entity.id}`;
  if (key === last) return;
  last = key;
  try {
    const token = await session.handle.getToken(session.options.portal);
    await recordHistoryVisit(
      {
        id: target.entity.id,
        type: target.kind,
        action: 'workspace',
        title: target.entity.name,
        url: getWorkspaceRoute(target.kind, target.entity.id),
        owner: target.entity.owner,
        visited,
      },
      { portal: session.options.portal, username: session.handle.current().username, token },
    );
  } catch (error) {
    last = undefined;
    onError(error);
  }
}
