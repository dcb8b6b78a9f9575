/**
 * A visitor's privacy settings (spec 3 §3), kept in the browser under {@link PRIVACY_SETTINGS_KEY}: whether they
 * answered (`accepted`), the three categories they allow, a random id and when they chose.
 */
export interface PrivacyConsent {
  readonly accepted: boolean;
  readonly performance: boolean;
  readonly targeting: boolean;
  readonly functional: boolean;
  readonly id: string;
  readonly timestamp: number;
}

/** The categories a visitor allows or refuses. */
export type ConsentCategories = Pick<PrivacyConsent, 'performance' | 'targeting' | 'functional'>;

/**
 * The browser storage key of the privacy settings (spec 3 §3: "a fixed key"; its value is Plaza's, ADR 0170).
 *
 * @example
 * localStorage.getItem(PRIVACY_SETTINGS_KEY);
 */
export const PRIVACY_SETTINGS_KEY = 'PLAZA_PRIVACY_SETTINGS';

/** The part of `Storage` the privacy settings use. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored privacy settings; undefined when the visitor has not chosen or the entry cannot be read (asked again).
 *
 * @example
 * readPrivacyConsent(localStorage)?.performance; // true
 */
export function readPrivacyConsent(storage: ConsentStorage): PrivacyConsent | undefined {
  try {
    const raw = storage.getItem(PRIVACY_SETTINGS_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    const flags = ['accepted', 'performance', 'targeting', 'functional'] as const;
    if (!flags.every((flag) => typeof record[flag] === 'boolean')) return undefined;
    if (typeof record.id !== 'string' || typeof record.timestamp !== 'number') return undefined;
    return {
      accepted: record.accepted as boolean,
      performance: record.performance as boolean,
      targeting: record.targeting as boolean,
      functional: record.functional as boolean,
      id: record.id,
      timestamp: record.timestamp,
    };
  } catch {
    return undefined;
  }
}

/**
 * Records a visitor's choice — accept all, reject all, or some categories — with a new id and the time, and answers
 * what the page must do: `reload` when a category that was allowed is now refused (trackers already running cannot
 * be unloaded), `reinitialise` otherwise (start the trackers the new choice allows).
 *
 * @example
 * saveConsentChoice(localStorage, { performance: true, targeting: false, functional: true }, { id: crypto.randomUUID(), now: Date.now() });
 * // { consent: { accepted: true, performance: true, … }, then: 'reinitialise' }
 */
export function saveConsentChoice(
  storage: ConsentStorage,
  choice: ConsentCategories,
  made: { readonly id: string; readonly now: number },
): { readonly consent: PrivacyConsent; readonly then: 'reload' | 'reinitialise' } {
  const previous = readPrivacyConsent(storage);
  const consent: PrivacyConsent = {
    accepted: true,
    performance: choice.performance,
    targeting: choice.targeting,
    functional: choice.functional,
    id: made.id,
    timestamp: made.now,
  };
  storage.setItem(PRIVACY_SETTINGS_KEY, JSON.stringify(consent));
  const revoked =
    previous?.accepted === true &&
    (['performance', 'targeting', 'functional'] as const).some((category) => previous[category] && !choice[category]);
  return { consent, then: revoked ? 'reload' : 'reinitialise' };
}
