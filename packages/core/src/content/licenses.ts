/** A licence content can carry (spec 2 §3 "License records"): its SPDX-style type, abbreviation, name and deed. */
export interface LicenseRecord {
  readonly type: string;
  readonly abbr: string;
  readonly name: string;
  readonly url: string;
}

/**
 * The licences content can carry (spec 2 §3 "License records": the Creative Commons family, PDDL, ODbL and ODC-BY),
 * each with the type, abbreviation, name and deed the reference gives it (its STANDARD_LICENSES, in its order, which
 * decides between licences whose words contain one another; ADR 0203).
 *
 * @example
 * LICENSE_RECORDS.find((record) => record.type === 'CC-BY-4.0')?.abbr; // "CC BY"
 */
export const LICENSE_RECORDS: readonly LicenseRecord[] = Object.freeze(
  [
    {
      type: 'CC0-1.0',
      abbr: 'CC0',
      name: 'Public Domain Dedication',
      url: 'https://creativecommons.org/publicdomain/zero/1.0',
    },
    {
      type: 'CC-BY-4.0',
      abbr: 'CC BY',
      name: 'Attribution 4.0 International',
      url: 'https://creativecommons.org/licenses/by/4.0',
    },
    {
      type: 'CC-BY-3.0',
      abbr: 'CC BY 3.0',
      name: 'Attribution 3.0 Unported',
      url: 'https://creativecommons.org/licenses/by/3.0',
    },
    {
      type: 'CC-BY-2.5',
      abbr: 'CC BY 2.5',
      name: 'Attribution 2.5 Generic',
      url: 'https://creativecommons.org/licenses/by/2.5',
    },
    {
      type: 'CC-BY-2.0',
      abbr: 'CC BY 2.0',
      name: 'Attribution 2.0 Generic',
      url: 'https://creativecommons.org/licenses/by/2.0',
    },
    {
      type: 'CC-BY-1.0',
      abbr: 'CC BY 1.0',
      name: 'Attribution 1.0 Generic',
      url: 'https://creativecommons.org/licenses/by/1.0',
    },
    {
      type: 'CC-BY-SA-4.0',
      abbr: 'CC BY-SA',
      name: 'Attribution-ShareAlike 4.0 International',
      url: 'https://creativecommons.org/licenses/by-sa/4.0',
    },
    {
      type: 'CC-BY-SA-3.0',
      abbr: 'CC BY-SA 3.0',
      name: 'Attribution-ShareAlike 3.0 Unported',
      url: 'https://creativecommons.org/licenses/by-sa/3.0',
    },
    {
      type: 'CC-BY-SA-2.5',
      abbr: 'CC BY-SA 2.5',
      name: 'Attribution-ShareAlike 2.5 Generic',
      url: 'https://creativecommons.org/licenses/by-sa/2.5',
    },
    {
      type: 'CC-BY-SA-2.0',
      abbr: 'CC BY-SA 2.0',
      name: 'Attribution-ShareAlike 2.0 Generic',
      url: 'https://creativecommons.org/licenses/by-sa/2.0',
    },
    {
      type: 'CC-BY-SA-1.0',
      abbr: 'CC BY-SA 1.0',
      name: 'Attribution-ShareAlike 1.0 Generic',
      url: 'https://creativecommons.org/licenses/by-sa/1.0',
    },
    {
      type: 'CC-BY-ND-4.0',
      abbr: 'CC BY-ND',
      name: 'Attribution-NoDerivatives 4.0 International',
      url: 'https://creativecommons.org/licenses/by-nd/4.0',
    },
    {
      type: 'CC-BY-ND-3.0',
      abbr: 'CC BY-ND 3.0',
      name: 'Attribution-NoDerivs 3.0 Unported',
      url: 'https://creativecommons.org/licenses/by-nd/3.0',
    },
    {
      type: 'CC-BY-ND-2.5',
      abbr: 'CC BY-ND 2.5',
      name: 'Attribution-NoDerivs 2.5 Generic',
      url: 'https://creativecommons.org/licenses/by-nd/2.5',
    },
    {
      type: 'CC-BY-ND-2.0',
      abbr: 'CC BY-ND 2.0',
      name: 'Attribution-NoDerivs 2.0 Generic',
      url: 'https://creativecommons.org/licenses/by-nd/2.0',
    },
    {
      type: 'CC-BY-ND-1.0',
      abbr: 'CC BY-ND 1.0',
      name: 'Attribution-NoDerivs 1.0 Generic',
      url: 'https://creativecommons.org/licenses/by-nd/1.0',
    },
    {
      type: 'CC-BY-NC-4.0',
      abbr: 'CC BY-NC',
      name: 'Attribution-NonCommercial 4.0 International',
      url: 'https://creativecommons.org/licenses/by-nc/4.0',
    },
    {
      type: 'CC-BY-NC-3.0',
      abbr: 'CC BY-NC 3.0',
      name: 'Attribution-NonCommercial 3.0 Unported',
      url: 'https://creativecommons.org/licenses/by-nc/3.0',
    },
    {
      type: 'CC-BY-NC-2.5',
      abbr: 'CC BY-NC 2.5',
      name: 'Attribution-NonCommercial 2.5 Generic',
      url: 'https://creativecommons.org/licenses/by-nc/2.5',
    },
    {
      type: 'CC-BY-NC-2.0',
      abbr: 'CC BY-NC 2.0',
      name: 'Attribution-NonCommercial 2.0 Generic',
      url: 'https://creativecommons.org/licenses/by-nc/2.0',
    },
    {
      type: 'CC-BY-NC-1.0',
      abbr: 'CC BY-NC 1.0',
      name: 'Attribution-NonCommercial 1.0 Generic',
      url: 'https://creativecommons.org/licenses/by-nc/1.0',
    },
    {
      type: 'CC-BY-NC-SA-4.0',
      abbr: 'CC BY-NC-SA',
      name: 'Attribution-NonCommercial-ShareAlike 4.0 International',
      url: 'https://creativecommons.org/licenses/by-nc-sa/4.0',
    },
    {
      type: 'CC-BY-NC-SA-3.0',
      abbr: 'CC BY-NC-SA 3.0',
      name: 'Attribution-NonCommercial-ShareAlike 3.0 Unported',
      url: 'https://creativecommons.org/licenses/by-nc-sa/3.0',
    },
    {
      type: 'CC-BY-NC-SA-2.5',
      abbr: 'CC BY-NC-SA 2.5',
      name: 'Attribution-NonCommercial-ShareAlike 2.5 Generic',
      url: 'https://creativecommons.org/licenses/by-nc-sa/2.5',
    },
    {
      type: 'CC-BY-NC-SA-2.0',
      abbr: 'CC BY-NC-SA 2.0',
      name: 'Attribution-NonCommercial-ShareAlike 2.0 Generic',
      url: 'https://creativecommons.org/licenses/by-nc-sa/2.0',
    },
    {
      type: 'CC-BY-NC-SA-1.0',
      abbr: 'CC BY-NC-SA 1.0',
      name: 'Attribution-NonCommercial-ShareAlike 1.0 Generic',
      url: 'https://creativecommons.org/licenses/by-nc-sa/1.0',
    },
    {
      type: 'CC-BY-NC-ND-4.0',
      abbr: 'CC BY-NC-ND',
      name: 'Attribution-NonCommercial-NoDerivatives 4.0 International',
      url: 'https://creativecommons.org/licenses/by-nc-nd/4.0',
    },
    {
      type: 'CC-BY-NC-ND-3.0',
      abbr: 'CC BY-NC-ND 3.0',
      name: 'Attribution-NonCommercial-NoDerivs 3.0 Unported',
      url: 'https://creativecommons.org/licenses/by-nc-nd/3.0',
    },
    {
      type: 'CC-BY-NC-ND-2.5',
      abbr: 'CC BY-NC-ND 2.5',
      name: 'Attribution-NonCommercial-NoDerivs 2.5 Generic',
      url: 'https://creativecommons.org/licenses/by-nc-nd/2.5',
    },
    {
      type: 'CC-BY-NC-ND-2.0',
      abbr: 'CC BY-NC-ND 2.0',
      name: 'Attribution-NonCommercial-NoDerivs 2.0 Generic',
      url: 'https://creativecommons.org/licenses/by-nc-nd/2.0',
    },
    {
      type: 'CC-BY-NC-ND-1.0',
      abbr: 'CC BY-NC-ND 1.0',
      name: 'Attribution-NonCommercial-NoDerivs 1.0 Generic',
      url: 'https://creativecommons.org/licenses/by-nc-nd/1.0',
    },
    {
      type: 'PDDL-1.0',
      abbr: 'PDDL',
      name: 'ODC Public Domain Dedication and License',
      url: 'https://opendatacommons.org/licenses/pddl/summary',
    },
    {
      type: 'ODbL-1.0',
      abbr: 'ODbL',
      name: 'ODC Open Database License',
      url: 'https://opendatacommons.org/licenses/odbl/summary',
    },
    {
      type: 'ODC-BY-1.0',
      abbr: 'ODC BY',
      name: 'ODC Attribution License',
      url: 'https://opendatacommons.org/licenses/by/summary',
    },
  ].map((record) => Object.freeze(record)),
);

/**
 * An item's licence as the picker reads it: `none`, one of {@link LICENSE_RECORDS} (`record`), or `custom` with its
 * text and, when the text is only a link, its url.
 */
export type ContentLicense =
  | { readonly kind: 'none' }
  | { readonly kind: 'record'; readonly record: LicenseRecord }
  | { readonly kind: 'custom'; readonly text: string; readonly url?: string };

const HREF = /href\s?=\s?["'](.*?)["']/;

/** A text that is a url with a scheme (what the reference's `new URL` accepts). */
function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads an item's `licenseInfo` as the reference does (getStructuredLicense): empty is `none`; a text that contains
 * the name, deed url or abbreviation of a known licence (case aside) is that `record` — the last of
 * {@link LICENSE_RECORDS} that matches; anything else is `custom`, with its `url` when the text is only a url or a
 * single link.
 *
 * @example
 * readLicense('<a href="https://creativecommons.org/licenses/by/4.0">CC BY 4.0</a>'); // { kind: 'record', record: {…} }
 * readLicense('Use with credit to the city'); // { kind: 'custom', text: 'Use with credit to the city' }
 */
export function readLicense(licenseInfo: string | null | undefined): ContentLicense {
  const text = licenseInfo ?? '';
  if (text === '') return { kind: 'none' };
  const lower = text.toLowerCase();
  const record = LICENSE_RECORDS.filter(
    (candidate) =>
      lower.includes(candidate.name.toLowerCase()) ||
      lower.includes(candidate.url.toLowerCase()) ||
      lower.includes(candidate.abbr.toLowerCase()),
  ).pop();
  if (record) return { kind: 'record', record };
  const url = isUrl(text) ? text : isSingleLink(text) ? HREF.exec(text)?.[1] : undefined;
  return { kind: 'custom', text: text.trim(), ...(url ? { url } : {}) };
}

/** A text that is one `<a href>` element and nothing else. */
function isSingleLink(text: string): boolean {
  return /^\s*<a\s[^>]*href\s?=\s?["'][^"']*["'][^>]*>[^<]*<\/a>\s*$/i.test(text);
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
