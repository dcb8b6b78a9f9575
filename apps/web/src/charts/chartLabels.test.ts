import { describe, expect, it } from 'vitest';
import { chartLabels, fitLabel } from './chartLabels.ts';

describe('chart labels', () => {
  it('names months, with the year only when the chart spans years', () => {
    expect(chartLabels(['2025-01', '2025-02'], 'en')).toEqual(['Jan', 'Feb']);
    expect(chartLabels(['2024-12', '2025-01'], 'en')).toEqual(['Dec 24', 'Jan 25']);
  });
  it('keeps years and field values, naming an empty value', () => {
    expect(chartLabels(['2024', '2025'], 'en')).toEqual(['2024', '2025']);
    expect(chartLabels(['Good', ''], 'en', 'None')).toEqual(['Good', 'None']);
  });
});

describe('fitLabel', () => {
  it('keeps a label that fits, and cuts one that does not with an ellipsis', () => {
    expect(fitLabel('Nov 22', 57)).toBe('Nov 22');
    expect(fitLabel('Library Locations', 57)).toBe('Librar…');
    expect(fitLabel('Library Locations', 57).length).toBeLessThanOrEqual(7);
    expect(fitLabel('Anything', 1)).toBe('An…');
  });
});
