import { describe, expect, it } from 'vitest';
import { HubError } from '../errors/HubError.ts';
import { checkTrackedEvent } from './trackedEvent.ts';

describe('checkTrackedEvent', () => {
  it('refuses an event without a name (EventMissing)', () => {
    for (const name of ['', '  ', undefined, 3]) {
      expect(() => checkTrackedEvent(name, {})).toThrow(HubError);
      try {
        checkTrackedEvent(name, {});
      } catch (error) {
        expect((error as HubError).code).toBe('EventMissing');
      }
    }
  });

  it('keeps primitive values and names the others it drops', () => {
    expect(
      checkTrackedEvent('search', { q: 'trees', results: 0, exact: false, label: null, nested: { a: 1 }, list: [1] }),
    ).toEqual({
      values: { q: 'trees', results: 0, exact: false, label: null },
      dropped: ['nested', 'list'],
    });
  });
});
