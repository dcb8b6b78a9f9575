import { describe, expect, it } from 'vitest';
import { chartLabels } from './chartLabels.ts';

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
