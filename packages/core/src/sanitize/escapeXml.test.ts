import { describe, expect, it } from 'vitest';
import { escapeXml } from './escapeXml.ts';

describe('escapeXml', () => {
  it('escapes the five special characters and drops what XML cannot hold', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
    expect(escapeXml('tab\there\u0001\u000b\ufffe line\nend')).toBe('tab\there line\nend');
  });
});
