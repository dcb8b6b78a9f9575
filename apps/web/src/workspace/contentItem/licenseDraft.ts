import { LICENSE_RECORDS, licenseInfoOf, readLicense, type ContentLicense, type LicenseProblem } from '@plaza/core';

/** The licence picker's fields: a choice (`none`, `custom`, or a record's type) and a custom licence's text and url. */
export interface LicenseDraft {
  readonly choice: string;
  readonly text: string;
  readonly url: string;
}

/**
 * The picker's fields for a stored `licenseInfo`.
 *
 * @example
 * licenseDraftOf(''); // { choice: 'none', text: '', url: '' }
 */
export function licenseDraftOf(licenseInfo: string): LicenseDraft {
  const license = readLicense(licenseInfo);
  switch (license.kind) {
    case 'none':
      return { choice: 'none', text: '', url: '' };
    case 'record':
      return { choice: license.record.type, text: '', url: '' };
    case 'custom':
      return license.url
        ? { choice: 'custom', text: plainText(license.text), url: license.url }
        : { choice: 'custom', text: license.text, url: '' };
  }
}

/** The visible words of a single link (`<a href="…">words</a>` → `words`). */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

/** The licence a draft stands for. */
function licenseOfDraft(draft: LicenseDraft): ContentLicense {
  if (draft.choice === 'none') return { kind: 'none' };
  if (draft.choice === 'custom') {
    return { kind: 'custom', text: draft.text, ...(draft.url.trim() ? { url: draft.url.trim() } : {}) };
  }
  const record = LICENSE_RECORDS.find((candidate) => candidate.type === draft.choice);
  return record ? { kind: 'record', record } : { kind: 'none' };
}

/**
 * What to store for a draft, or why it cannot be stored (a custom url that is not http(s)).
 *
 * @example
 * licenseInfoOfDraft({ choice: 'custom', text: 'x', url: 'javascript:alert(1)' }); // { problem: 'urlNotHttp' }
 */
export function licenseInfoOfDraft(draft: LicenseDraft): string | { readonly problem: LicenseProblem } {
  return licenseInfoOf(licenseOfDraft(draft));
}
