import type { TFunction } from 'i18next';

/** The portal's `dataUrl` refusals (ADR 0104, 0112), each with the words a person reads instead. */
const FETCH_FAILURES: readonly { readonly pattern: RegExp; readonly key: string }[] = [
  { pattern: /^dataUrl is not a valid URL/, key: 'invalid' },
  { pattern: /^dataUrl must be an http: or https: URL/, key: 'notHttp' },
  { pattern: /^dataUrl redirected to a URL that is not http/, key: 'redirectNotHttp' },
  { pattern: /^dataUrl points to an address this server does not fetch from/, key: 'refused' },
  { pattern: /^The file could not be fetched from dataUrl/, key: 'unreachable' },
  { pattern: /^dataUrl answered with status (\d+)/, key: 'status' },
  { pattern: /^dataUrl redirected more than (\d+) times/, key: 'tooManyRedirects' },
];

/**
 * A failure to add content from a web address in the person's words and language (issue 13): the portal names
 * its `dataUrl` parameter, which means nothing to them. Any other message is the server's own.
 *
 * @example
 * explainFetchFailure(t, 'dataUrl answered with status 404.'); // "The site answered with an error (status 404)…"
 */
export function explainFetchFailure(t: TFunction, message: string): string {
  for (const { pattern, key } of FETCH_FAILURES) {
    const match = pattern.exec(message);
    if (match) return t(`addContent.fetchFailure.${key}`, { value: match[1] ?? '' });
  }
  return message;
}
