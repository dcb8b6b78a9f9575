import { describe, expect, it } from 'vitest';
import { elementBreadcrumb } from './elementBreadcrumb.ts';
import { TELEMETRY_LIMITS } from './telemetryLimits.ts';

describe('elementBreadcrumb', () => {
  it('joins the names with " > " and keeps a short one whole', () => {
    expect(elementBreadcrumb(['site-header', '', 'search', 'submit'])).toBe('site-header > search > submit');
    const exact = 'x'.repeat(256);
    expect(elementBreadcrumb([exact])).toBe(exact);
  });

  it('cuts a long one to 256 characters, keeping its end behind a leading "..."', () => {
    const names = Array.from({ length: 60 }, (_, i) => `section-${i}`);
    const crumb = elementBreadcrumb(names);
    expect(crumb).toHaveLength(TELEMETRY_LIMITS.breadcrumbMax);
    expect(crumb.startsWith('...')).toBe(true);
    expect(crumb.endsWith('section-58 > section-59')).toBe(true);
    expect(elementBreadcrumb(['y'.repeat(257)])).toBe(`...${'y'.repeat(253)}`);
  });
});
