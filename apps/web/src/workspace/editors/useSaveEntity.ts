import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { saveWorkspaceEntity } from '../api/saveWorkspaceEntity.ts';
import type { WorkspaceEntity } from '../api/workspaceKinds.ts';
import { errorMessage } from '../ui/errorMessage.ts';

/** Where a save stands: idle, saving, saved, or failed with the server's message. */
export type SaveState =
  | { readonly status: 'idle' }
  | { readonly status: 'saving' }
  | { readonly status: 'saved' }
  | { readonly status: 'failed'; readonly message: string };

/**
 * Saves an edited entity through core and refreshes the screen's data afterwards. A failure keeps the editor's draft
 * untouched (the caller's state is never replaced by a failed save) and reports the server's message.
 *
 * @example
 * const { state, save } = useSaveEntity(session);
 * await save({ kind: 'project', entity: { ...project, summary } });
 */
export function useSaveEntity(session: WorkspaceSession): {
  readonly state: SaveState;
  readonly save: (next: WorkspaceEntity) => Promise<boolean>;
} {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const revalidator = useRevalidator();
  const save = async (next: WorkspaceEntity): Promise<boolean> => {
    if (state.status === 'saving') return false;
    setState({ status: 'saving' });
    try {
      await saveWorkspaceEntity(next, session.options);
      setState({ status: 'saved' });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error) });
      return false;
    }
  };
  return { state, save };
}
