import { describe, expect, it } from 'vitest';
import { PENDING_DISMISSALS_KEY, readPendingDismissals, writePendingDismissals } from './pendingDismissals.ts';
import { withDismissedNotices } from './dismissedNotices.ts';
import { newUserHubSettings } from '../settings/newUserHubSettings.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('pending dismissals', () => {
  it('keeps each user’s ids apart, once each, and forgets a user whose list empties', () => {
    const storage = memoryStorage();
    writePendingDismissals(storage, 'casey', ['outage', 'outage', 'survey']);
    writePendingDismissals(storage, 'robin', ['outage']);
    expect(readPendingDismissals(storage, 'casey')).toEqual(['outage', 'survey']);
    expect(readPendingDismissals(storage, 'robin')).toEqual(['outage']);
    expect(readPendingDismissals(storage, 'sam')).toEqual([]);
    writePendingDismissals(storage, 'casey', []);
    expect(JSON.parse(storage.data.get(PENDING_DISMISSALS_KEY)!)).toEqual({ robin: ['outage'] });
  });

  it('reads damaged storage as nothing pending', () => {
    const storage = memoryStorage();
    const cases: [string, string[]][] = [
      ['not json', []],
      ['[1,2]', []],
      ['null', []],
      ['{"casey":"outage"}', []],
      ['{"casey":[1,"outage",null]}', ['outage']],
    ];
    for (const [raw, expected] of cases) {
      storage.setItem(PENDING_DISMISSALS_KEY, raw);
      expect(readPendingDismissals(storage, 'casey')).toEqual(expected);
    }
  });

  it('keeps the newest hundred per user', () => {
    const storage = memoryStorage();
    writePendingDismissals(
      storage,
      'casey',
      Array.from({ length: 150 }, (_, i) => `n${i}`),
    );
    const kept = readPendingDismissals(storage, 'casey');
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe('n50');
    expect(kept.at(-1)).toBe('n149');
  });

  it('adds several dismissals to the settings, each once, keeping those already there', () => {
    const settings = withDismissedNotices(newUserHubSettings('casey'), ['outage']);
    expect(withDismissedNotices(settings, ['survey', 'outage', 'survey']).notices?.dismissed).toEqual([
      'outage',
      'survey',
    ]);
  });
});
