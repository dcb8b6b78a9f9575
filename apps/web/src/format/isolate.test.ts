import { describe, expect, it } from 'vitest';
import { isolate } from './isolate.ts';

describe('isolate', () => {
  it('wraps a value in a left-to-right isolate and its closing mark', () => {
    expect(isolate('-117.52')).toBe('\u2066-117.52\u2069');
    expect([...isolate('')]).toEqual(['\u2066', '\u2069']);
  });
});
