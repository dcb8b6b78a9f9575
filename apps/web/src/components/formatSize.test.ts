import { describe, expect, it } from 'vitest';
import { formatSize } from './formatSize.ts';

describe('formatSize', () => {
  it('spells bytes out and uses decimal units above', () => {
    expect(formatSize(44, 'en')).toBe('44 bytes');
    expect(formatSize(1, 'en')).toBe('1 byte');
    expect(formatSize(48_000, 'en')).toBe('48 kB');
    expect(formatSize(3_400_000, 'en')).toBe('3.4 MB');
    expect(formatSize(1_200_000_000, 'en')).toBe('1.2 GB');
  });
});
