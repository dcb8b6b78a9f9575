import { HISTORY_OTHER_CAP, HISTORY_SITE_CAP } from '../constants.ts';
import type { UserHistoryEntry, UserHubSettings } from '../context/UserHubSettings.ts';
import { isSiteHistoryEntry } from './userHistoryEntry.ts';

/**
 * The settings with a visit added to the history (spec 1 §4): an earlier entry with the same id is removed, the
 * new one goes first, and the oldest beyond the cap are dropped — 10 site entries, 50 entries of other kinds
 * (spec 1 §9). Pure: the settings passed in are not changed.
 *
 * @example
 * const next = addHistoryEntry(settings, { id: site.id, type: 'site', action: 'view', visited: now() });
 * next.history?.entries[0]?.id === site.id; // true
 */
export function addHistoryEntry(settings: UserHubSettings, entry: UserHistoryEntry): UserHubSettings {
  const earlier = (settings.history?.entries ?? []).filter((existing) => existing.id !== entry.id);
  let sites = 0;
  let others = 0;
  const entries = [entry, ...earlier].filter((candidate) =>
    isSiteHistoryEntry(candidate) ? ++sites <= HISTORY_SITE_CAP : ++others <= HISTORY_OTHER_CAP,
  );
  return { ...settings, history: { ...settings.history, entries } };
}
