import { describe, expect, it } from 'vitest';
import { withActivityTracking } from './UsageTrackingToggle.tsx';

describe('withActivityTracking', () => {
  it('adds disableActivityTracking once to turn tracking off, keeping the other capabilities in order', () => {
    expect(withActivityTracking(['pages', 'hideFollow'], false)).toEqual([
      'pages',
      'hideFollow',
      'disableActivityTracking',
    ]);
    expect(withActivityTracking(['disableActivityTracking', 'pages'], false)).toEqual([
      'pages',
      'disableActivityTracking',
    ]);
  });

  it('takes it away to turn tracking on', () => {
    expect(withActivityTracking(['disableActivityTracking', 'pages'], true)).toEqual(['pages']);
    expect(withActivityTracking([], true)).toEqual([]);
  });
});
