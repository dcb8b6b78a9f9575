import { describe, expect, it } from 'vitest';
import { PRIVACY_SETTINGS_KEY, readPrivacyConsent, saveConsentChoice } from './privacyConsent.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const ALL = { performance: true, targeting: true, functional: true };
const NONE = { performance: false, targeting: false, functional: false };

describe('privacy consent', () => {
  it('reads nothing from an empty, broken or incomplete entry', () => {
    expect(readPrivacyConsent(memoryStorage())).toBeUndefined();
    expect(readPrivacyConsent(memoryStorage({ [PRIVACY_SETTINGS_KEY]: '{not json' }))).toBeUndefined();
    const partial = JSON.stringify({ accepted: true, performance: true, id: 'a', timestamp: 1 });
    expect(readPrivacyConsent(memoryStorage({ [PRIVACY_SETTINGS_KEY]: partial }))).toBeUndefined();
  });

  it('stores a choice under its fixed key with an id and a time, read back the same', () => {
    const storage = memoryStorage();
    const { consent, then } = saveConsentChoice(storage, { ...ALL, targeting: false }, { id: 'id-1', now: 42 });
    expect(consent).toEqual({
      accepted: true,
      performance: true,
      targeting: false,
      functional: true,
      id: 'id-1',
      timestamp: 42,
    });
    expect(then).toBe('reinitialise');
    expect(readPrivacyConsent(storage)).toEqual(consent);
    expect([...storage.items.keys()]).toEqual([PRIVACY_SETTINGS_KEY]);
  });

  it('revoking a category that was allowed demands a reload; granting more re-initialises', () => {
    const storage = memoryStorage();
    saveConsentChoice(storage, NONE, { id: 'a', now: 1 });
    expect(saveConsentChoice(storage, ALL, { id: 'b', now: 2 }).then).toBe('reinitialise');
    expect(saveConsentChoice(storage, { ...ALL, functional: false }, { id: 'c', now: 3 }).then).toBe('reload');
    expect(saveConsentChoice(storage, NONE, { id: 'd', now: 4 }).then).toBe('reload');
  });
});
