/** A licence content can carry (spec 2 §3 "License records"): its SPDX-style type, abbreviation, name and deed. */
export interface LicenseRecord {
  readonly type: string;
  readonly abbr: string;
  readonly name: string;
  readonly url: string;
}

const cc = (code: string, abbr: string, name: string): LicenseRecord => ({
  type: `CC-${code.toUpperCase()}-4.0`,
  abbr,
  name,
  url: `https://creativecommons.org/licenses/${code}/4.0/`,
});

/**
 * The licences of the licence picker (spec 2 §3, §9 "Recognised license types"): the Creative Commons family (4.0
 * and the CC0 dedication), PDDL, ODbL and ODC-BY. Anything else is a custom licence.
 *
 * @example
 * LICENSE_RECORDS.find((l) => l.abbr === 'CC BY 4.0')?.url; // "https://creativecommons.org/licenses/by/4.0/"
 */
export const LICENSE_RECORDS: readonly LicenseRecord[] = Object.freeze([
  {
    type: 'CC0-1.0',
    abbr: 'CC0 1.0',
    name: 'Creative Commons Zero — Public Domain Dedication',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  cc('by', 'CC BY 4.0', 'Creative Commons Attribution 4.0 International'),
  cc('by-sa', 'CC BY-SA 4.0', 'Creative Commons Attribution-ShareAlike 4.0 International'),
  cc('by-nd', 'CC BY-ND 4.0', 'Creative Commons Attribution-NoDerivatives 4.0 International'),
  cc('by-nc', 'CC BY-NC 4.0', 'Creative Commons Attribution-NonCommercial 4.0 International'),
  cc('by-nc-sa', 'CC BY-NC-SA 4.0', 'Creative Commons Attribution-NonCommercial-ShareAlike 4.0 International'),
  cc('by-nc-nd', 'CC BY-NC-ND 4.0', 'Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International'),
  {
    type: 'PDDL-1.0',
    abbr: 'PDDL 1.0',
    name: 'Open Data Commons Public Domain Dedication and License',
    url: 'https://opendatacommons.org/licenses/pddl/1-0/',
  },
  {
    type: 'ODbL-1.0',
    abbr: 'ODbL 1.0',
    name: 'Open Data Commons Open Database License',
    url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
  {
    type: 'ODC-By-1.0',
    abbr: 'ODC-BY 1.0',
    name: 'Open Data Commons Attribution License',
    url: 'https://opendatacommons.org/licenses/by/1-0/',
  },
]);

/**
 * An item's licence as the picker reads it: `none`, one of {@link LICENSE_RECORDS} (`record`), or `custom` with its
 * text and, when the text is only a link, its url.
 */
export type ContentLicense =
  | { readonly kind: 'none' }
  | { readonly kind: 'record'; readonly record: LicenseRecord }
  | { readonly kind: 'custom'; readonly text: string; readonly url?: string };

/** A url with its scheme, `www.`, a trailing `/legalcode`, slashes and case taken away, for comparing deeds. */
function deedKey(url: string): string {
  return url
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/legalcode(\.[a-z-]+)?$/, '')
    .replace(/\/+$/, '');
}

const HREF = /href\s*=\s*["']([^"']+)["']/gi;

/**
 * Reads an item's `licenseInfo`: empty is `none`; text that links to (or names the url of) a known deed, or is
 * exactly its abbreviation, is that `record`; anything else is `custom` (a bare http(s) url or a single link gives
 * its `url`).
 *
 * @example
 * readLicense('<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>'); // { kind: 'record', record: {…} }
 * readLicense('Use with credit to the city'); // { kind: 'custom', text: 'Use with credit to the city' }
 */
export function readLicense(licenseInfo: string | null | undefined): ContentLicense {
  const text = (licenseInfo ?? '').trim();
  if (text === '') return { kind: 'none' };
  const urls = [...text.matchAll(HREF)].map((match) => match[1] ?? '');
  if (/^https?:\/\/\S+$/i.test(text)) urls.push(text);
  for (const url of urls) {
    const record = LICENSE_RECORDS.find((candidate) => deedKey(candidate.url) === deedKey(url));
    if (record) return { kind: 'record', record };
  }
  const byAbbr = LICENSE_RECORDS.find((candidate) => candidate.abbr.toLowerCase() === text.toLowerCase());
  if (byAbbr) return { kind: 'record', record: byAbbr };
  const onlyUrl = /^https?:\/\/\S+$/i.test(text) ? text : /^<a\s[^>]*>[^<]*<\/a>$/i.test(text) ? urls[0] : undefined;
  return { kind: 'custom', text, ...(onlyUrl ? { url: onlyUrl } : {}) };
}

/** Why a custom licence cannot be saved. */
export type LicenseProblem = 'urlNotHttp';

/**
 * What to store as `licenseInfo` for a licence: nothing for `none`, a link to the deed for a record (its abbreviation
 * and name as the text), and for `custom` its text, or a link to its url (its text, else the url, as the words). A custom url that is not
 * http(s) is refused (`urlNotHttp`), so no `javascript:` link is ever stored.
 *
 * @example
 * licenseInfoOf({ kind: 'record', record: LICENSE_RECORDS[1]! });
 * // '<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0 — Creative Commons Attribution 4.0 International</a>'
 * licenseInfoOf({ kind: 'custom', text: '', url: 'javascript:alert(1)' }); // { problem: 'urlNotHttp' }
 */
export function licenseInfoOf(license: ContentLicense): string | { readonly problem: LicenseProblem } {
  switch (license.kind) {
    case 'none':
      return '';
    case 'record':
      return anchor(license.record.url, `${license.record.abbr} — ${license.record.name}`);
    case 'custom': {
      const url = license.url?.trim();
      if (url) {
        if (!isHttpUrl(url)) return { problem: 'urlNotHttp' };
        return anchor(url, license.text.trim() || url);
      }
      return license.text.trim();
    }
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function anchor(url: string, text: string): string {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<a href="${escape(url)}">${escape(text)}</a>`;
}
