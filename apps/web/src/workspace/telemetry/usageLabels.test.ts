import { describe, expect, it } from 'vitest';
import { usageLabels } from './usageLabels.ts';

describe('usageLabels', () => {
  it('names days, or hours for the last day, in UTC', () => {
    expect(usageLabels(['2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z'], 'day', 'en')).toEqual([
      'Nov 21',
      'Nov 22',
    ]);
    expect(usageLabels(['2026-11-21T14:00:00.000Z', '2026-11-21T06:00:00.000Z'], 'hour', 'en')).toEqual(['14', '06']);
  });
});
