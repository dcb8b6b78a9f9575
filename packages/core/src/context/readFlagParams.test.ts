import { describe, expect, it } from 'vitest';
import { readFlagParams } from './readFlagParams.ts';

describe('readFlagParams (spec 2 §5)', () => {
  it('reads pe, pd, sol and sna, comma-separated and repeated', () => {
    expect(
      readFlagParams('?pe=hub:feature:workspace,hub:event&pe=hub:x&pd=hub:y&sol=events&sna=domains,metrics'),
    ).toEqual({
      featureFlags: { 'hub:feature:workspace': true, 'hub:event': true, 'hub:x': true, 'hub:y': false },
      serviceStatus: { events: 'offline', domains: 'not-available', metrics: 'not-available' },
    });
  });

  it('lets disabling win over enabling, and not-available over offline', () => {
    expect(readFlagParams(new URLSearchParams('pe=hub:a&pd=hub:a&sol=events&sna=events'))).toEqual({
      featureFlags: { 'hub:a': false },
      serviceStatus: { events: 'not-available' },
    });
  });

  it('ignores unknown services, blanks and absent input', () => {
    expect(readFlagParams('sol=telepathy,%20,&pe=')).toEqual({ featureFlags: {}, serviceStatus: {} });
    expect(readFlagParams(undefined)).toEqual({ featureFlags: {}, serviceStatus: {} });
  });
});
