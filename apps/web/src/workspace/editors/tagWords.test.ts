import { describe, expect, it } from 'vitest';
import { addWords } from './tagWords.ts';

describe('addWords', () => {
  it('adds each new comma-separated word once, keeping the first spelling', () => {
    expect(addWords(['Parks'], 'trees, parks,  bikes,,')).toEqual(['Parks', 'trees', 'bikes']);
  });

  it('returns the same list when nothing new was typed', () => {
    const tags = ['a'];
    expect(addWords(tags, '  ')).toBe(tags);
    expect(addWords(tags, 'A')).toBe(tags);
  });
});
