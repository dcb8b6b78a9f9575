import { describe, expect, it } from 'vitest';
import { scheduleDraftOf, scheduleOfDraft } from './scheduleDraft.ts';

describe('the schedule form', () => {
  it('reads no schedule as automatic, nightly at 2 in the visitor’s zone when they choose a schedule', () => {
    const draft = scheduleDraftOf(undefined, 'Europe/Lisbon');
    expect(draft).toMatchObject({ mode: 'automatic', cadence: 'daily', hour: 2, timezone: 'Europe/Lisbon' });
    expect(scheduleOfDraft(draft)).toEqual({ mode: 'automatic' });
    expect(scheduleOfDraft({ ...draft, mode: 'scheduled' })).toEqual({
      mode: 'scheduled',
      cadence: 'daily',
      hour: 2,
      timezone: 'Europe/Lisbon',
    });
  });

  it('keeps only the fields the cadence uses, and reads a stored one back', () => {
    const stored = {
      mode: 'scheduled' as const,
      cadence: 'yearly' as const,
      hour: 4,
      date: 15,
      month: 6,
      timezone: 'UTC',
    };
    const draft = scheduleDraftOf(stored, 'Europe/Lisbon');
    expect(scheduleOfDraft(draft)).toEqual(stored);
    expect(scheduleOfDraft({ ...draft, cadence: 'weekly', day: 3 })).toEqual({
      mode: 'scheduled',
      cadence: 'weekly',
      hour: 4,
      day: 3,
      timezone: 'UTC',
    });
    expect(scheduleOfDraft({ ...draft, mode: 'manual' })).toEqual({ mode: 'manual' });
  });
});
