import { updateHubGroup, type HubGroup } from '@plaza/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import type { SaveState } from '../editors/useSaveEntity.ts';
import { errorMessage } from '../ui/errorMessage.ts';

/**
 * Saves a changed group (only the fields that changed go to the portal) and reads the screen again; a failure keeps
 * the server's words and leaves the form as typed.
 *
 * @example
 * const { state, save } = useGroupSave(session);
 * void save(group, withSettings(group, draft));
 */
export function useGroupSave(session: WorkspaceSession): {
  readonly state: SaveState;
  readonly save: (before: HubGroup, after: HubGroup) => Promise<boolean>;
} {
  const revalidator = useRevalidator();
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const save = async (before: HubGroup, after: HubGroup): Promise<boolean> => {
    setState({ status: 'saving' });
    try {
      await updateHubGroup(before, after, { portal: session.options.portal, authentication: session.handle });
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
