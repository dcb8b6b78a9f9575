import { describe, expect, it } from 'vitest';
import { signInPath } from './signInPath.ts';

describe('signInPath', () => {
  it('carries the page to come back to, encoded', () => {
    expect(signInPath('/pages/riverside::about?x=1&y=2')).toBe(
      '/auth/signin?returnTo=%2Fpages%2Friverside%3A%3Aabout%3Fx%3D1%26y%3D2',
    );
  });
});
