import { describe, expect, it } from 'vitest';
import { matchLocale } from './matchLocale.ts';

const ALL = ['en', 'ar', 'de', 'fr', 'nb', 'pt-BR', 'pt-PT', 'sr', 'zh-CN', 'zh-HK', 'zh-TW'];

describe('matchLocale', () => {
  it('matches the tag, then the language, ignoring case, quality and underscores', () => {
    expect(matchLocale('pt-br', ALL)).toBe('pt-BR');
    expect(matchLocale('FR-ca;q=0.8', ALL)).toBe('fr');
    expect(matchLocale('de_AT', ALL)).toBe('de');
    expect(matchLocale('sr-Latn-RS', ALL)).toBe('sr');
    expect(matchLocale('ja', ALL)).toBeUndefined();
    expect(matchLocale('', ALL)).toBeUndefined();
    expect(matchLocale(';q=1', ALL)).toBeUndefined();
  });

  it('keeps Chinese to its script', () => {
    expect(matchLocale('zh', ALL)).toBe('zh-CN');
    expect(matchLocale('zh-Hans-SG', ALL)).toBe('zh-CN');
    expect(matchLocale('zh-Hant', ALL)).toBe('zh-TW');
    expect(matchLocale('zh-MO', ALL)).toBe('zh-HK');
    expect(matchLocale('zh-Hant-HK', ALL)).toBe('zh-HK');
    expect(matchLocale('zh-TW', ['en', 'zh-CN'])).toBeUndefined();
    expect(matchLocale('zh-HK', ['en', 'zh-CN', 'zh-TW'])).toBe('zh-TW');
    expect(matchLocale('zh-CN', ['en', 'zh-TW'])).toBeUndefined();
  });

  it('sends Portuguese outside Brazil to Portugal, and Norwegian to Bokmål', () => {
    expect(matchLocale('pt', ALL)).toBe('pt-PT');
    expect(matchLocale('pt-AO', ALL)).toBe('pt-PT');
    expect(matchLocale('pt-AO', ['en', 'pt-BR'])).toBe('pt-BR');
    expect(matchLocale('no', ALL)).toBe('nb');
    expect(matchLocale('nn-NO', ALL)).toBe('nb');
  });
});
