import { fetchUserHubSettings, saveUserHubSettings, type SessionHandle, type UserHubSettings } from '@plaza/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';

export type SettingsSaveState =
  { readonly status: 'idle' | 'saving' | 'saved' } | { readonly status: 'failed'; readonly message: string };

/**
 * Changes the signed-in person's hub settings: read fresh, changed, saved, then the page read again.
 *
 * @example
 * const { state, change } = useSettingsSave(handle);
 * void change((settings) => withRestoredNotice(settings, id));
 */
export function useSettingsSave(handle: SessionHandle) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<SettingsSaveState>({ status: 'idle' });
  const change = async (edit: (settings: UserHubSettings) => UserHubSettings): Promise<boolean> => {
    setState({ status: 'saving' });
    try {
      const username = handle.current().username;
      const settings = await fetchUserHubSettings(username, { portal: handle.portal, authentication: handle });
      const token = await handle.getToken(handle.portal);
      await saveUserHubSettings(edit(settings), { portal: handle.portal, username, token });
      setState({ status: 'saved' });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      return false;
    }
  };
  return { state, change };
}
