import { describe, expect, it } from 'vitest';
import { previewUrlProblem } from './previewUrlProblem.ts';

describe('previewUrlProblem', () => {
  it('takes an empty address (none) and web addresses', () => {
    expect(previewUrlProblem('')).toBeUndefined();
    expect(previewUrlProblem('  ')).toBeUndefined();
    expect(previewUrlProblem('https://example.org/safer-streets')).toBeUndefined();
    expect(previewUrlProblem(' http://example.org ')).toBeUndefined();
  });

  it('refuses what is not a web address', () => {
    expect(previewUrlProblem('example.org')).toBe('invalid');
    expect(previewUrlProblem('javascript:alert(1)')).toBe('invalid');
    expect(previewUrlProblem('ftp://example.org/file')).toBe('invalid');
  });
});
