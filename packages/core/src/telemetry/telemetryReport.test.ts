import { describe, expect, it } from 'vitest';
import { telemetryReportQuery } from './telemetryReport.ts';

describe('telemetryReportQuery', () => {
  it("names a site's or an item's report and its range", () => {
    expect(telemetryReportQuery({ kind: 'site', id: 's1' }, 'week')).toEqual({ siteId: 's1', range: 'week' });
    expect(telemetryReportQuery({ kind: 'item', id: 'i1' }, 'day')).toEqual({ itemId: 'i1', range: 'day' });
  });
});
