import { describe, expect, it } from 'vitest';
import { isPlainSearch, typedTerm } from './typedTerm.ts';

describe('typedTerm', () => {
  it('lets the last word of a plain search match the start of a word', () => {
    expect(typedTerm('street tre')).toBe('street tre*');
    expect(typedTerm('  bicy ')).toBe('bicy*');
  });

  it('leaves one-letter endings, punctuation and query syntax alone', () => {
    expect(typedTerm('route a')).toBe('route a');
    expect(typedTerm('parks.')).toBe('parks.');
    expect(typedTerm('title:"Parks"')).toBe('title:"Parks"');
    expect(typedTerm('parks OR trails')).toBe('parks OR trails');
    expect(typedTerm('parks -draft')).toBe('parks -draft');
    expect(typedTerm('park*')).toBe('park*');
  });

  it('knows a plain search from one in query syntax', () => {
    expect(isPlainSearch('bycicle lanes')).toBe(true);
    expect(isPlainSearch('tags:water')).toBe(false);
    expect(isPlainSearch('')).toBe(false);
  });
});
