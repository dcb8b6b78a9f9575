import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// The project's public XSS sample (a copy of shared/data/xss-sample.json, so a clone alone runs it).
import sampleJson from './testdata/xss-sample.json';
import { HTML_PROFILE_NAMES, type HtmlProfileName } from './htmlProfiles.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

const sample = z
  .object({
    hostile: z.array(z.object({ input: z.string(), mustNotContain: z.array(z.string()).min(1) })).min(1),
    benign: z.array(z.object({ input: z.string(), mustContain: z.array(z.string()).min(1) })).min(1),
  })
  .parse(sampleJson);

// The surfaces that render rich text keep every benign input (ADR 0071).
const RICH_TEXT_PROFILES: readonly HtmlProfileName[] = ['itemDescriptionStrict', 'itemDescription', 'richTextCard'];

function leaks(output: string, forbidden: readonly string[]): string[] {
  const lower = output.toLowerCase();
  return forbidden.filter((needle) => lower.includes(needle.toLowerCase()));
}

function missing(output: string, required: readonly string[]): string[] {
  const lower = output.toLowerCase();
  return required.filter((needle) => !lower.includes(needle.toLowerCase()));
}

describe('xss-sample.json', () => {
  it('has the cases this suite counts on', () => {
    expect(sample.hostile.length).toBeGreaterThanOrEqual(55);
    expect(sample.benign.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(HTML_PROFILE_NAMES)('profile %s blocks every hostile input', (profile) => {
    it.each(sample.hostile.map((c, i) => [i, c] as const))('hostile #%i', (_i, testCase) => {
      const output = sanitizeHtml(testCase.input, profile);
      expect(leaks(output, testCase.mustNotContain), output).toEqual([]);
    });
  });

  describe.each(RICH_TEXT_PROFILES)('profile %s keeps every benign input', (profile) => {
    it.each(sample.benign.map((c, i) => [i, c] as const))('benign #%i', (_i, testCase) => {
      const output = sanitizeHtml(testCase.input, profile);
      expect(missing(output, testCase.mustContain), output).toEqual([]);
    });
  });

  it('passes as a whole: all hostile blocked and all benign kept, on every rich-text surface', () => {
    for (const profile of RICH_TEXT_PROFILES) {
      const failures = [
        ...sample.hostile.filter((c) => leaks(sanitizeHtml(c.input, profile), c.mustNotContain).length > 0),
        ...sample.benign.filter((c) => missing(sanitizeHtml(c.input, profile), c.mustContain).length > 0),
      ];
      expect(failures, profile).toEqual([]);
    }
  });

  // The narrow profiles cannot keep tables or images by definition; they keep what they are for.
  it('linksOnly keeps the benign links and text', () => {
    const linkCases = sample.benign.filter((c) => c.input.startsWith('<a ') || c.input.startsWith('Plain'));
    expect(linkCases.length).toBeGreaterThanOrEqual(4);
    for (const testCase of linkCases) {
      const output = sanitizeHtml(testCase.input, 'linksOnly');
      expect(missing(output, testCase.mustContain), output).toEqual([]);
    }
  });

  it('noHtml keeps the benign text', () => {
    expect(sanitizeHtml('<p>Parks <strong>and</strong> <em>trails</em></p>', 'noHtml')).toBe('Parks and trails');
    const plain = sample.benign.find((c) => c.input.startsWith('Plain'));
    expect(plain).toBeDefined();
    expect(missing(sanitizeHtml(plain?.input, 'noHtml'), plain?.mustContain ?? [])).toEqual([]);
  });
});
