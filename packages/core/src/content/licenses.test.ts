import { describe, expect, it } from 'vitest';
import { LICENSE_RECORDS, licenseInfoOf, readLicense, type LicenseRecord } from './licenses.ts';

const byAbbr = (abbr: string): LicenseRecord => LICENSE_RECORDS.find((record) => record.abbr === abbr)!;

describe('licence records', () => {
  it('cover the Creative Commons family, PDDL, ODbL and ODC-BY as the reference lists them, each with an https deed', () => {
    const types = LICENSE_RECORDS.map((record) => record.type);
    expect(types).toEqual(expect.arrayContaining(['CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'PDDL-1.0', 'ODbL-1.0']));
    expect(types).toContain('ODC-BY-1.0');
    expect(types).toHaveLength(34);
    expect(new Set(types).size).toBe(types.length);
    for (const record of LICENSE_RECORDS) expect(record.url).toMatch(/^https:\/\//);
  });

  it('round-trips every record through licenseInfo', () => {
    for (const record of LICENSE_RECORDS) {
      const info = licenseInfoOf({ kind: 'record', record });
      expect(readLicense(info as string)).toEqual({ kind: 'record', record });
    }
  });

  it('reads a licence by its words, deed or abbreviation, the last match winning (CC BY-SA over CC BY)', () => {
    const bySa = '<a href="http://www.creativecommons.org/licenses/by-sa/4.0/legalcode">CC BY-SA 4.0</a>';
    expect(readLicense(bySa)).toEqual({ kind: 'record', record: byAbbr('CC BY-SA') });
    expect(readLicense('https://creativecommons.org/licenses/by/4.0')).toEqual({
      kind: 'record',
      record: byAbbr('CC BY'),
    });
    expect(readLicense('cc by 4.0')).toEqual({ kind: 'record', record: byAbbr('CC BY') });
    expect(readLicense('http://creativecommons.org/licenses/by/4.0')).toEqual({
      kind: 'custom',
      text: 'http://creativecommons.org/licenses/by/4.0',
      url: 'http://creativecommons.org/licenses/by/4.0',
    });
  });

  it('reads empty as none and anything else as custom, with the url of a lone link', () => {
    expect(readLicense('')).toEqual({ kind: 'none' });
    expect(readLicense(null)).toEqual({ kind: 'none' });
    expect(readLicense('Free to use with credit to the City of Riverside')).toEqual({
      kind: 'custom',
      text: 'Free to use with credit to the City of Riverside',
    });
    expect(readLicense('<a href="https://riverside.example/terms">City terms</a>')).toMatchObject({
      kind: 'custom',
      url: 'https://riverside.example/terms',
    });
  });

  it('writes a custom licence as its text or a link, and refuses a url that is not http(s)', () => {
    expect(licenseInfoOf({ kind: 'none' })).toBe('');
    expect(licenseInfoOf({ kind: 'custom', text: ' Credit the city ' })).toBe('Credit the city');
    expect(licenseInfoOf({ kind: 'custom', text: 'City "terms"', url: 'https://riverside.example/t?a=1&b=2' })).toBe(
      '<a href="https://riverside.example/t?a=1&amp;b=2">City &quot;terms&quot;</a>',
    );
    for (const url of ['javascript:alert(1)', 'ftp://x.example/l', 'data:text/html,x', 'not a url']) {
      expect(licenseInfoOf({ kind: 'custom', text: 'x', url })).toEqual({ problem: 'urlNotHttp' });
    }
  });
});
