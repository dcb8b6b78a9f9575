import type { UserHubSettings } from '../context/UserHubSettings.ts';

/**
 * The settings without the history entry of that id. Pure.
 *
 * @example
 * removeHistoryEntry(settings, site.id).history?.entries.some((e) => e.id === site.id); // false
 */
export function removeHistoryEntry(settings: UserHubSettings, id: string): UserHubSettings {
  const entries = (settings.history?.entries ?? []).filter((entry) => entry.id !== id);
  return { ...settings, history: { ...settings.history, entries } };
}
