import type { UserHubSettings } from '../context/UserHubSettings.ts';

/**
 * The browser storage key of dismissed notices (spec 3 §9): a list of ids, kept as base64 JSON.
 *
 * @example
 * localStorage.getItem(NOTICES_STORE_KEY);
 */
export const NOTICES_STORE_KEY = 'ESRI_HUB_NOTICES';

/** The part of `Storage` the notice store uses. */
export type NoticeStorage = Pick<Storage, 'getItem' | 'setItem'>;

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The ids dismissed in this browser; a missing or unreadable entry reads as none.
 *
 * @example
 * readDismissedNotices(localStorage); // ["outage-2026"]
 */
export function readDismissedNotices(storage: NoticeStorage): string[] {
  try {
    const raw = storage.getItem(NOTICES_STORE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(fromBase64(raw));
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Stores the ids dismissed in this browser (without repeats).
 *
 * @example
 * writeDismissedNotices(localStorage, [...readDismissedNotices(localStorage), 'outage-2026']);
 */
export function writeDismissedNotices(storage: NoticeStorage, ids: readonly string[]): void {
  storage.setItem(NOTICES_STORE_KEY, toBase64(JSON.stringify([...new Set(ids)])));
}

/**
 * The ids a signed-in user dismissed, from their settings (`notices.dismissed`).
 *
 * @example
 * dismissedInSettings(settings); // ["outage-2026"]
 */
export function dismissedInSettings(settings: UserHubSettings | undefined): string[] {
  return [...(settings?.notices?.dismissed ?? [])];
}

/**
 * The settings with a notice dismissed (kept once).
 *
 * @example
 * await saveUserHubSettings(withDismissedNotice(settings, 'outage-2026'), options);
 */
export function withDismissedNotice(settings: UserHubSettings, id: string): UserHubSettings {
  return withDismissedNotices(settings, [id]);
}

/**
 * The settings with several notices dismissed (each kept once; those already there stay where they are).
 *
 * @example
 * withDismissedNotices(settings, ['outage-2026', 'survey-open']);
 */
export function withDismissedNotices(settings: UserHubSettings, ids: readonly string[]): UserHubSettings {
  const dismissed = dismissedInSettings(settings);
  return { ...settings, notices: { ...settings.notices, dismissed: [...new Set([...dismissed, ...ids])] } };
}

/**
 * The settings with a notice restored: it is shown again (spec 3 §4, "a notice is restored by removing it").
 *
 * @example
 * await saveUserHubSettings(withRestoredNotice(settings, 'outage-2026'), options);
 */
export function withRestoredNotice(settings: UserHubSettings, id: string): UserHubSettings {
  return {
    ...settings,
    notices: { ...settings.notices, dismissed: dismissedInSettings(settings).filter((d) => d !== id) },
  };
}
