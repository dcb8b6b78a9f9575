import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { fetchWorkspaceEntity } from '../api/fetchWorkspaceEntity.ts';
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
 * untouched (the caller's state is never replaced by a failed save) and reports the server's message. With
 * `storedAsSent`, the entity is read back and the save counts only if what is stored is what was sent.
 *
 * @example
 * const { state, save } = useSaveEntity(session);
 * await save({ kind: 'project', entity: { ...project, summary } });
 */
export function useSaveEntity(session: WorkspaceSession): {
  readonly state: SaveState;
  readonly save: (next: WorkspaceEntity, storedAsSent?: (stored: WorkspaceEntity) => boolean) => Promise<boolean>;
} {
  const { t } = useTranslation();
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const revalidator = useRevalidator();
  const save = async (next: WorkspaceEntity, storedAsSent?: (stored: WorkspaceEntity) => boolean): Promise<boolean> => {
    if (state.status === 'saving') return false;
    setState({ status: 'saving' });
    try {
      await saveWorkspaceEntity(next, session.options);
      if (storedAsSent) {
        // Read back: "Saved." only when what is stored is what the person sees (issue 13).
        const stored = await fetchWorkspaceEntity(next.kind, next.entity.id, session.options);
        if (!storedAsSent(stored)) {
          setState({ status: 'failed', message: t('workspace.savedNotAsSent') });
          await revalidator.revalidate();
          return false;
        }
      }
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
